ALTER TABLE "report_snapshots" ADD COLUMN "company_name" text;--> statement-breakpoint
ALTER TABLE "report_snapshots" ADD COLUMN "company_language" text;--> statement-breakpoint
-- Reports issued before these columns: the company as it is now is the best record there is.
UPDATE "report_snapshots" SET "company_name" = "enterprises"."name", "company_language" = "enterprises"."language" FROM "enterprises" WHERE "enterprises"."id" = "report_snapshots"."enterprise_id";--> statement-breakpoint
ALTER TABLE "report_snapshots" ALTER COLUMN "company_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "report_snapshots" ALTER COLUMN "company_language" SET NOT NULL;
