DROP INDEX "employees_search_name_idx";--> statement-breakpoint
CREATE INDEX "employees_live_enterprise_id_idx" ON "employees" USING btree ("enterprise_id") WHERE "employees"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "employees_enterprise_id_search_name_trgm_idx" ON "employees" USING gin ("enterprise_id","search_name" gin_trgm_ops) WHERE "employees"."deleted_at" is null;