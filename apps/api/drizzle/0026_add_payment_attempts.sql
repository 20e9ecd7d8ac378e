CREATE TABLE "payment_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enterprise_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'in_flight' NOT NULL,
	"subscription_id" text NOT NULL,
	"plan_id" text NOT NULL,
	"unit_amount" integer NOT NULL,
	"amount" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"credit_applied" integer DEFAULT 0 NOT NULL,
	"credit_balance_after" integer DEFAULT 0 NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"processor_customer_id" text,
	"payment_method_id" text,
	"card_brand" text,
	"card_last4" text,
	"billing" jsonb NOT NULL,
	"payment_id" uuid,
	"processor_reference" text,
	"failure_code" text,
	"decline_code" text,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD COLUMN "customer_id" text;--> statement-breakpoint
-- The sandbox's earlier charges name the customer their card is still attached to.
UPDATE "sandbox_charges" SET "customer_id" = "sandbox_payment_methods"."customer_id" FROM "sandbox_payment_methods" WHERE "sandbox_payment_methods"."id" = "sandbox_charges"."payment_method_id";--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_one_in_flight_idx" ON "payment_attempts" USING btree ("enterprise_id") WHERE "payment_attempts"."status" = 'in_flight';--> statement-breakpoint
CREATE INDEX "payment_attempts_enterprise_idx" ON "payment_attempts" USING btree ("enterprise_id","created_at");