CREATE TABLE "stripe_object_versions" (
	"object_id" text PRIMARY KEY NOT NULL,
	"last_event_at" timestamp with time zone NOT NULL,
	"removed" boolean DEFAULT false NOT NULL
);
