CREATE TABLE "plans" (
	"id" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"employee_limit" integer,
	"report_cadence" text NOT NULL,
	"support24x7" boolean DEFAULT false NOT NULL,
	"price_id" text NOT NULL,
	"unit_amount" integer NOT NULL,
	"currency" text DEFAULT 'mxn' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_price_id_idx" UNIQUE("price_id")
);
