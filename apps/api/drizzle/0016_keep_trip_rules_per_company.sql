CREATE TABLE "trip_rules" (
	"enterprise_id" uuid PRIMARY KEY NOT NULL,
	"allow_inter_company_trips" boolean DEFAULT false NOT NULL,
	"same_gender_on_request" boolean DEFAULT false NOT NULL,
	"approved_drivers_only" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trip_rules" ADD CONSTRAINT "trip_rules_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;