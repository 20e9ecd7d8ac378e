CREATE TABLE "ride_start_notices" (
	"trip_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"notified_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ride_start_notices_trip_id_employee_id_pk" PRIMARY KEY("trip_id","employee_id")
);
--> statement-breakpoint
ALTER TABLE "proof_events" ALTER COLUMN "latitude" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "proof_events" ALTER COLUMN "longitude" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "proof_events" ADD COLUMN "idempotency_key" uuid;--> statement-breakpoint
ALTER TABLE "ride_start_notices" ADD CONSTRAINT "ride_start_notices_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_start_notices" ADD CONSTRAINT "ride_start_notices_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_confirmed_departure_at_idx" ON "bookings" USING btree ("departure_at") WHERE "bookings"."status" = 'CONFIRMED';--> statement-breakpoint
CREATE UNIQUE INDEX "proof_events_account_id_idempotency_key_idx" ON "proof_events" USING btree ("account_id","idempotency_key");