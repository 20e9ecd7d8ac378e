-- A trip's change applies its own difference to its day: the km as exact (numeric) sums, which add and
-- take away without drifting, and each person's count of the day's trip rows, which says when they
-- come (0 to 1) and go (1 to 0) without reading the day's other trips.
ALTER TABLE "report_days" ALTER COLUMN "shared_km" SET DATA TYPE numeric;--> statement-breakpoint
ALTER TABLE "report_days" ALTER COLUMN "vehicle_km_avoided" SET DATA TYPE numeric;--> statement-breakpoint
ALTER TABLE "report_days" ALTER COLUMN "allocated_vehicle_km" SET DATA TYPE numeric;--> statement-breakpoint
ALTER TABLE "report_day_people" ADD COLUMN "trips" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- A day recorded trip by trip takes its km again as the exact sums of its trip rows, as a whole
-- recount now writes them (without trailing zeros); a day not yet recorded so is counted whole at its next change anyway.
UPDATE "report_days" d SET ("shared_km", "vehicle_km_avoided", "allocated_vehicle_km") = (trim_scale(s.shared_km), trim_scale(s.vehicle_km_avoided), trim_scale(s.allocated_vehicle_km))
FROM (
  SELECT r.enterprise_id, r.day, sum(r.shared_km::numeric) AS shared_km, sum(r.vehicle_km_avoided::numeric) AS vehicle_km_avoided,
    sum(r.allocated_vehicle_km::numeric) AS allocated_vehicle_km
  FROM "report_day_trips" r GROUP BY r.enterprise_id, r.day
) s
WHERE d.by_trip AND d.enterprise_id = s.enterprise_id AND d.day = s.day;--> statement-breakpoint
-- Each person of such a day with how many of its trip rows have them (1, the default, is the common case).
UPDATE "report_day_people" p SET "trips" = s.trips
FROM (
  SELECT r.enterprise_id, r.day, person.employee_id, count(*)::integer AS trips
  FROM "report_day_trips" r CROSS JOIN unnest(r.people) AS person(employee_id)
  GROUP BY r.enterprise_id, r.day, person.employee_id
) s
WHERE p.enterprise_id = s.enterprise_id AND p.day = s.day AND p.employee_id = s.employee_id AND p.trips <> s.trips;
