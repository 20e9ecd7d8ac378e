ALTER TABLE "enterprises" ADD COLUMN "plan" text DEFAULT 'basic' NOT NULL;--> statement-breakpoint
ALTER TABLE "enterprises" ADD COLUMN "join_code" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "enterprises" ADD COLUMN "auto_approve_domain" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "search_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "trip_preferences" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "employees" SET "search_name" = translate(lower(trim("first_names" || ' ' || "last_names")), 'áàâäãéèêëíìîïóòôöõúùûüñç', 'aaaaaeeeeiiiiooooouuuunc');--> statement-breakpoint
CREATE INDEX "employees_enterprise_id_search_name_idx" ON "employees" USING btree ("enterprise_id","search_name","id") WHERE "employees"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "employees_search_name_idx" ON "employees" USING gin ("search_name" gin_trgm_ops) WHERE "employees"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "employees_enterprise_id_deleted_at_idx" ON "employees" USING btree ("enterprise_id","deleted_at") WHERE "employees"."deleted_at" is not null;--> statement-breakpoint
ALTER TABLE "enterprises" ADD CONSTRAINT "enterprises_join_code_idx" UNIQUE("join_code");