CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enterprise_id" uuid NOT NULL,
	"driver_enterprise_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"passenger_id" uuid NOT NULL,
	"driver_id" uuid NOT NULL,
	"departure_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'WAITING_CONFIRMATION' NOT NULL,
	"trip_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "emission_factors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"region" text NOT NULL,
	"value" double precision NOT NULL,
	"unit" text DEFAULT 'kg CO2e/vehicle-km' NOT NULL,
	"scope" text NOT NULL,
	"source" text NOT NULL,
	"year" integer,
	"valid_from" date NOT NULL,
	"is_computed" boolean DEFAULT false NOT NULL,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journeys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enterprise_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"role" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"origin_latitude" double precision NOT NULL,
	"origin_longitude" double precision NOT NULL,
	"origin_label" text NOT NULL,
	"origin_cell" integer NOT NULL,
	"destination_latitude" double precision NOT NULL,
	"destination_longitude" double precision NOT NULL,
	"destination_label" text NOT NULL,
	"departure_at" timestamp with time zone NOT NULL,
	"departure_margin_seconds" integer DEFAULT 900 NOT NULL,
	"weekday_mask" smallint DEFAULT 0 NOT NULL,
	"departure_minute" integer NOT NULL,
	"time_zone" text NOT NULL,
	"seats" integer,
	"gender" text,
	"same_gender_driver" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "journeys_seats_for_offers_only" CHECK (("journeys"."role" = 'driver') = ("journeys"."seats" is not null)),
	CONSTRAINT "journeys_latitudes_range" CHECK ("journeys"."origin_latitude" between -90 and 90 and "journeys"."destination_latitude" between -90 and 90),
	CONSTRAINT "journeys_longitudes_range" CHECK ("journeys"."origin_longitude" between -180 and 180 and "journeys"."destination_longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "legs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enterprise_id" uuid NOT NULL,
	"trip_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"passenger_id" uuid NOT NULL,
	"pickup_latitude" double precision NOT NULL,
	"pickup_longitude" double precision NOT NULL,
	"pickup_label" text NOT NULL,
	"pickup_planned_at" timestamp with time zone NOT NULL,
	"pickup_actual_at" timestamp with time zone,
	"drop_latitude" double precision NOT NULL,
	"drop_longitude" double precision NOT NULL,
	"drop_label" text NOT NULL,
	"drop_actual_at" timestamp with time zone,
	"shared_km" double precision NOT NULL,
	"solo_km" double precision NOT NULL,
	"proof_class" text DEFAULT 'A' NOT NULL,
	"flags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"validated_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"counts_in_figures" boolean GENERATED ALWAYS AS (validated_at is not null and cancelled_at is null and flags = '[]'::jsonb) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proof_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enterprise_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enterprise_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	"driver_id" uuid NOT NULL,
	"vehicle_seats" integer NOT NULL,
	"planned_departure_at" timestamp with time zone NOT NULL,
	"planned_arrival_at" timestamp with time zone,
	"actual_departure_at" timestamp with time zone,
	"actual_arrival_at" timestamp with time zone,
	"vehicle_km" double precision,
	"is_inter_company" boolean DEFAULT false NOT NULL,
	"proof_class" text DEFAULT 'A' NOT NULL,
	"status" text DEFAULT 'planned' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_driver_enterprise_id_enterprises_id_fk" FOREIGN KEY ("driver_enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_offer_id_journeys_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."journeys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_request_id_journeys_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."journeys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_passenger_id_employees_id_fk" FOREIGN KEY ("passenger_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_driver_id_employees_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journeys" ADD CONSTRAINT "journeys_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journeys" ADD CONSTRAINT "journeys_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legs" ADD CONSTRAINT "legs_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legs" ADD CONSTRAINT "legs_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legs" ADD CONSTRAINT "legs_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legs" ADD CONSTRAINT "legs_passenger_id_employees_id_fk" FOREIGN KEY ("passenger_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_events" ADD CONSTRAINT "proof_events_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_events" ADD CONSTRAINT "proof_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_events" ADD CONSTRAINT "proof_events_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_events" ADD CONSTRAINT "proof_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_offer_id_journeys_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."journeys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_driver_id_employees_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_live_request_offer_departure_idx" ON "bookings" USING btree ("request_id","offer_id","departure_at") WHERE "bookings"."status" <> 'CANCELLED';--> statement-breakpoint
CREATE INDEX "bookings_offer_id_departure_at_idx" ON "bookings" USING btree ("offer_id","departure_at");--> statement-breakpoint
CREATE INDEX "bookings_passenger_id_departure_at_idx" ON "bookings" USING btree ("passenger_id","departure_at");--> statement-breakpoint
CREATE INDEX "bookings_driver_id_departure_at_idx" ON "bookings" USING btree ("driver_id","departure_at");--> statement-breakpoint
CREATE UNIQUE INDEX "emission_factors_region_valid_from_idx" ON "emission_factors" USING btree ("region","valid_from");--> statement-breakpoint
CREATE INDEX "journeys_open_offers_origin_cell_departure_at_idx" ON "journeys" USING btree ("origin_cell","departure_at") WHERE "journeys"."role" = 'driver' and "journeys"."status" = 'open' and "journeys"."weekday_mask" = 0;--> statement-breakpoint
CREATE INDEX "journeys_open_recurring_offers_origin_cell_departure_minute_idx" ON "journeys" USING btree ("origin_cell","departure_minute") WHERE "journeys"."role" = 'driver' and "journeys"."status" = 'open' and "journeys"."weekday_mask" <> 0;--> statement-breakpoint
CREATE INDEX "journeys_employee_id_role_departure_at_idx" ON "journeys" USING btree ("employee_id","role","departure_at");--> statement-breakpoint
CREATE UNIQUE INDEX "legs_booking_id_idx" ON "legs" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "legs_trip_id_idx" ON "legs" USING btree ("trip_id");--> statement-breakpoint
CREATE INDEX "legs_enterprise_id_pickup_planned_at_idx" ON "legs" USING btree ("enterprise_id","pickup_planned_at");--> statement-breakpoint
CREATE INDEX "proof_events_booking_id_idx" ON "proof_events" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trips_offer_id_planned_departure_at_idx" ON "trips" USING btree ("offer_id","planned_departure_at");--> statement-breakpoint
CREATE INDEX "trips_driver_id_planned_departure_at_idx" ON "trips" USING btree ("driver_id","planned_departure_at");--> statement-breakpoint
CREATE INDEX "trips_enterprise_id_planned_departure_at_idx" ON "trips" USING btree ("enterprise_id","planned_departure_at");--> statement-breakpoint
-- The first emission factors. Rows, not configuration: a later figure is a new row with a later valid_from, so a report keeps the factor it named.
INSERT INTO "emission_factors" ("region", "value", "unit", "scope", "source", "year", "valid_from", "is_computed", "note") VALUES
	('GB', 0.16725, 'kg CO2e/vehicle-km', 'tankToWheel', 'DESNZ greenhouse gas conversion factors 2025, average car, unknown fuel', 2025, '2025-01-01', false, 'Petrol 0.16272, diesel 0.17304; well-to-tank adds 0.04399.'),
	('MX', 0.169, 'kg CO2e/vehicle-km', 'tankToWheel', '2.22 kg CO2 per litre of gasoline (IPCC 1996 carbon content) x 7.6 L/100 km (IEA Global Fuel Economy Initiative, Mexico 2021, new cars)', 2021, '2025-01-01', true, 'Computed by Rumbo; a lower bound, as new cars use less fuel than the fleet on the road.'),
	('FR', 0.142, 'kg CO2e/vehicle-km', 'tankToWheelWithConstruction', 'ADEME Impact CO2', NULL, '2025-01-01', false, '0.1106 fuel plus 0.0317 for building the car.'),
	('DE', 0.215, 'kg CO2e/vehicle-km', 'tankToWheel', 'UBA TREMOD, as published by co2calculator', NULL, '2025-01-01', false, 'The source does not state its year.');
