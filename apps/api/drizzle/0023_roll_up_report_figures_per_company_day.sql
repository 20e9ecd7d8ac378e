CREATE TABLE "report_day_people" (
	"enterprise_id" uuid NOT NULL,
	"day" date NOT NULL,
	"employee_id" uuid NOT NULL,
	CONSTRAINT "report_day_people_enterprise_id_day_employee_id_pk" PRIMARY KEY("enterprise_id","day","employee_id")
);
--> statement-breakpoint
CREATE TABLE "report_days" (
	"enterprise_id" uuid NOT NULL,
	"day" date NOT NULL,
	"trips" integer DEFAULT 0 NOT NULL,
	"participants" integer DEFAULT 0 NOT NULL,
	"legs" integer DEFAULT 0 NOT NULL,
	"seats_offered" integer DEFAULT 0 NOT NULL,
	"seats_used" integer DEFAULT 0 NOT NULL,
	"occupants" integer DEFAULT 0 NOT NULL,
	"shared_km" double precision DEFAULT 0 NOT NULL,
	"vehicle_km_avoided" double precision DEFAULT 0 NOT NULL,
	"allocated_vehicle_km" double precision DEFAULT 0 NOT NULL,
	"pickups_timed" integer DEFAULT 0 NOT NULL,
	"pickups_punctual" integer DEFAULT 0 NOT NULL,
	"legs_proof_c" integer DEFAULT 0 NOT NULL,
	"legs_all" integer DEFAULT 0 NOT NULL,
	"legs_flagged" integer DEFAULT 0 NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	"requests_matched" integer DEFAULT 0 NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_days_enterprise_id_day_pk" PRIMARY KEY("enterprise_id","day")
);
--> statement-breakpoint
ALTER TABLE "report_day_people" ADD CONSTRAINT "report_day_people_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_day_people" ADD CONSTRAINT "report_day_people_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_days" ADD CONSTRAINT "report_days_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_day_people_employee_id_idx" ON "report_day_people" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "bookings_request_id_idx" ON "bookings" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "journeys_enterprise_id_role_departure_at_idx" ON "journeys" USING btree ("enterprise_id","role","departure_at");