ALTER TABLE "accounts" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
-- Invitations still on record (the nightly purge drops links a day after they expire) were mailed a week before they expire.
UPDATE "accounts" SET "invited_at" = "invitations"."first_mailed_at" FROM (SELECT "account_id", min("expires_at") - interval '7 days' AS "first_mailed_at" FROM "link_tokens" WHERE "purpose" = 'invitation' GROUP BY "account_id") AS "invitations" WHERE "invitations"."account_id" = "accounts"."id";
