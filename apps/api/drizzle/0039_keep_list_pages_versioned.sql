-- Each company's live list has a page version beside its version: a new random value, written in the
-- transaction of the change, whenever anything a page of the list shows changes (any live employee
-- row, or a live person's login email or phone). A page read at one page version stays that page
-- while the company's page version is the same, so the service keeps pages it has read and answers a
-- request from them after one read of the page version, which comes with the request's session.
ALTER TABLE "employee_list_versions" ADD COLUMN "page_version" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
-- Every company has one from now on (a company without a row had no change its triggers kept).
INSERT INTO "employee_list_versions" ("enterprise_id") SELECT "id" FROM "enterprises" ON CONFLICT ("enterprise_id") DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION raise_employee_list_versions() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO employee_list_versions AS current (enterprise_id, version)
      SELECT DISTINCT enterprise_id, 1 FROM new_rows WHERE deleted_at IS NULL
      ON CONFLICT (enterprise_id) DO UPDATE SET version = current.version + 1, page_version = gen_random_uuid();
  ELSIF TG_OP = 'DELETE' THEN
    -- A company deleted with its employees (the cascade) has no list left to keep.
    INSERT INTO employee_list_versions AS current (enterprise_id, version)
      SELECT DISTINCT enterprise_id, 1 FROM old_rows
      WHERE deleted_at IS NULL AND EXISTS (SELECT 1 FROM enterprises WHERE enterprises.id = old_rows.enterprise_id)
      ON CONFLICT (enterprise_id) DO UPDATE SET version = current.version + 1, page_version = gen_random_uuid();
  ELSE
    -- The version, for the stored totals: a row joined or left the list, or a name changed.
    INSERT INTO employee_list_versions AS current (enterprise_id, version)
      SELECT DISTINCT changed.enterprise_id, 1
      FROM old_rows JOIN new_rows USING (id)
      CROSS JOIN LATERAL (VALUES (old_rows.enterprise_id), (new_rows.enterprise_id)) AS changed (enterprise_id)
      WHERE (old_rows.deleted_at IS NULL OR new_rows.deleted_at IS NULL)
        AND ((old_rows.deleted_at IS NULL) <> (new_rows.deleted_at IS NULL)
          OR old_rows.search_name IS DISTINCT FROM new_rows.search_name
          OR old_rows.enterprise_id IS DISTINCT FROM new_rows.enterprise_id)
      ON CONFLICT (enterprise_id) DO UPDATE SET version = current.version + 1;
    -- The page version: any live row changed at all (a status, a role, an address ...).
    INSERT INTO employee_list_versions AS current (enterprise_id)
      SELECT DISTINCT changed.enterprise_id
      FROM old_rows JOIN new_rows USING (id)
      CROSS JOIN LATERAL (VALUES (old_rows.enterprise_id), (new_rows.enterprise_id)) AS changed (enterprise_id)
      WHERE (old_rows.deleted_at IS NULL OR new_rows.deleted_at IS NULL)
        AND EXISTS (SELECT 1 FROM enterprises WHERE enterprises.id = changed.enterprise_id)
      ON CONFLICT (enterprise_id) DO UPDATE SET page_version = gen_random_uuid();
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A live person's login email or phone is shown on their company's list.
CREATE FUNCTION renew_employee_page_versions_of_accounts() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO employee_list_versions AS current (enterprise_id)
    SELECT DISTINCT employees.enterprise_id
    FROM old_rows JOIN new_rows USING (id)
    JOIN employees ON employees.account_id = new_rows.id
    WHERE employees.deleted_at IS NULL
      AND (old_rows.email IS DISTINCT FROM new_rows.email OR old_rows.phone IS DISTINCT FROM new_rows.phone)
    ON CONFLICT (enterprise_id) DO UPDATE SET page_version = gen_random_uuid();
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER accounts_list_pages_update AFTER UPDATE ON accounts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION renew_employee_page_versions_of_accounts();
--> statement-breakpoint
-- Emptying the employees table at once (TRUNCATE fires no row triggers) forgets every stored total
-- and every page read before.
CREATE OR REPLACE FUNCTION forget_employee_list_totals() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM employee_list_totals;
  UPDATE employee_list_versions SET page_version = gen_random_uuid();
  RETURN NULL;
END
$$;
