CREATE TABLE "employee_list_totals" (
	"enterprise_id" uuid NOT NULL,
	"search_name" text NOT NULL,
	"version" bigint NOT NULL,
	"cap" integer NOT NULL,
	"total" integer NOT NULL,
	"counted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_list_totals_enterprise_id_search_name_pk" PRIMARY KEY("enterprise_id","search_name")
);
--> statement-breakpoint
CREATE TABLE "employee_list_versions" (
	"enterprise_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employee_list_totals" ADD CONSTRAINT "employee_list_totals_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_list_versions" ADD CONSTRAINT "employee_list_versions_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;