CREATE TABLE "report_day_trips" (
	"enterprise_id" uuid NOT NULL,
	"day" date NOT NULL,
	"trip_id" uuid NOT NULL,
	"trips" integer DEFAULT 0 NOT NULL,
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
	"people" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	CONSTRAINT "report_day_trips_enterprise_id_day_trip_id_pk" PRIMARY KEY("enterprise_id","day","trip_id")
);
--> statement-breakpoint
ALTER TABLE "report_days" ADD COLUMN "by_trip" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "report_day_trips" ADD CONSTRAINT "report_day_trips_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_day_trips_trip_id_idx" ON "report_day_trips" USING btree ("trip_id");