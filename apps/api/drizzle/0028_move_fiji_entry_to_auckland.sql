-- The list's UTC+12:00 entry now stands for Auckland (Pacific/Auckland) instead of Fiji: whoever had chosen it keeps the entry.
UPDATE "enterprises" SET "time_zone" = 'Pacific/Auckland' WHERE "time_zone" = 'Pacific/Fiji';--> statement-breakpoint
UPDATE "user_configs" SET "time_zone" = 'Pacific/Auckland' WHERE "time_zone" = 'Pacific/Fiji';
