-- A phone logs in, and holds its number against other accounts, once an administrator set or confirmed it.
DROP INDEX "accounts_phone_idx";--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "phone_confirmed_at" timestamp with time zone;--> statement-breakpoint
-- Every phone stored so far logs in as before: it counts as confirmed.
UPDATE "accounts" SET "phone_confirmed_at" = "updated_at" WHERE "phone" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_phone_idx" ON "accounts" USING btree ("phone") WHERE "accounts"."released_at" is null and "accounts"."phone_confirmed_at" is not null;