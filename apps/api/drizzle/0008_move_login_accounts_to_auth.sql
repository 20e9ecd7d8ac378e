-- Login accounts leave the employees table for their own (owned by the auth feature): email, phone,
-- password and email verification move to "accounts"; sessions and mailed links name the account.
-- Each existing employee's account takes the employee's id, so sessions and links keep their rows.
CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"password_hash" text,
	"email_verified_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "accounts" ("id", "email", "phone", "password_hash", "email_verified_at", "released_at", "created_at", "updated_at")
SELECT "id", "email", "phone", "password_hash", "email_verified_at", "deleted_at", "created_at", "updated_at" FROM "employees";
--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_email_idx" ON "accounts" USING btree ("email") WHERE "accounts"."released_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_phone_idx" ON "accounts" USING btree ("phone") WHERE "accounts"."released_at" is null;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "account_id" uuid;--> statement-breakpoint
UPDATE "employees" SET "account_id" = "id";--> statement-breakpoint
ALTER TABLE "employees" ALTER COLUMN "account_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employees_account_id_idx" ON "employees" USING btree ("account_id");--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_employee_id_employees_id_fk";--> statement-breakpoint
ALTER TABLE "sessions" RENAME COLUMN "employee_id" TO "account_id";--> statement-breakpoint
ALTER INDEX "sessions_employee_id_idx" RENAME TO "sessions_account_id_idx";--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_tokens" DROP CONSTRAINT "link_tokens_employee_id_employees_id_fk";--> statement-breakpoint
ALTER TABLE "link_tokens" RENAME COLUMN "employee_id" TO "account_id";--> statement-breakpoint
ALTER INDEX "link_tokens_employee_id_idx" RENAME TO "link_tokens_account_id_idx";--> statement-breakpoint
ALTER TABLE "link_tokens" ADD CONSTRAINT "link_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DROP INDEX "employees_email_idx";--> statement-breakpoint
DROP INDEX "employees_phone_idx";--> statement-breakpoint
ALTER TABLE "employees" DROP COLUMN "email";--> statement-breakpoint
ALTER TABLE "employees" DROP COLUMN "phone";--> statement-breakpoint
ALTER TABLE "employees" DROP COLUMN "password_hash";--> statement-breakpoint
ALTER TABLE "employees" DROP COLUMN "email_verified_at";
