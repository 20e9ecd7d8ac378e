-- Until 0041 every settings row got Mexico City's zone by default, whatever the person chose, so a
-- stored Mexico City cannot be told from a choice: it is taken as the default, and the person follows
-- their company's zone (the same where the company is in Mexico City). Any other zone was chosen.
UPDATE "user_configs" SET "time_zone" = NULL WHERE "time_zone" = 'America/Mexico_City';
