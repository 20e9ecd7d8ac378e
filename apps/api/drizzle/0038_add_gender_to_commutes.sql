-- A commute says the person's gender if they want (their journeys carry it) and, riding, whether
-- they ask for a driver of their own gender, as a request made through the trips API can.
ALTER TABLE "commutes" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "commutes" ADD COLUMN "same_gender_driver" boolean DEFAULT false NOT NULL;
