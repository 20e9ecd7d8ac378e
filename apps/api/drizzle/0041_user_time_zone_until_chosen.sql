ALTER TABLE "user_configs" ALTER COLUMN "time_zone" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "user_configs" ALTER COLUMN "time_zone" DROP NOT NULL;