ALTER TABLE "payments" ADD COLUMN "receipt_time_zone" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt_language" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "issuer" jsonb;