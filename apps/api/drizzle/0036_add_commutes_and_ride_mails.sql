CREATE TABLE "commutes" (
	"employee_id" uuid PRIMARY KEY NOT NULL,
	"enterprise_id" uuid NOT NULL,
	"home_label" text NOT NULL,
	"home_latitude" double precision NOT NULL,
	"home_longitude" double precision NOT NULL,
	"weekday_mask" smallint NOT NULL,
	"arrive_minute" integer NOT NULL,
	"leave_minute" integer NOT NULL,
	"role" text NOT NULL,
	"seats" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commutes_leave_after_arrive" CHECK ("commutes"."leave_minute" > "commutes"."arrive_minute")
);
--> statement-breakpoint
ALTER TABLE "user_configs" ADD COLUMN "ride_mails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "commutes" ADD CONSTRAINT "commutes_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commutes" ADD CONSTRAINT "commutes_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;