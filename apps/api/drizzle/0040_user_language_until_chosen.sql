ALTER TABLE "user_configs" ALTER COLUMN "language" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "user_configs" ALTER COLUMN "language" DROP NOT NULL;