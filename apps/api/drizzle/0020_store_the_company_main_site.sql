CREATE TABLE "company_sites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enterprise_id" uuid NOT NULL,
	"name" text DEFAULT 'main' NOT NULL,
	"address" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_sites_latitude_range" CHECK ("company_sites"."latitude" between -90 and 90),
	CONSTRAINT "company_sites_longitude_range" CHECK ("company_sites"."longitude" between -180 and 180),
	CONSTRAINT "company_sites_both_coordinates_or_neither" CHECK (("company_sites"."latitude" is null) = ("company_sites"."longitude" is null))
);
--> statement-breakpoint
ALTER TABLE "company_sites" ADD CONSTRAINT "company_sites_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_sites_enterprise_name_idx" ON "company_sites" USING btree ("enterprise_id","name");