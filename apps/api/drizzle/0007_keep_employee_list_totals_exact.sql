-- Keeps stored list totals exact: any statement that changes a company's live list (a row joins or
-- leaves it, or a name changes) raises the company's version, in the same transaction, so totals
-- counted before the change are no longer read. Statement-level, so an import of 5,000 rows raises
-- each company once.
CREATE FUNCTION raise_employee_list_versions() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO employee_list_versions AS current (enterprise_id, version)
      SELECT DISTINCT enterprise_id, 1 FROM new_rows WHERE deleted_at IS NULL
      ON CONFLICT (enterprise_id) DO UPDATE SET version = current.version + 1;
  ELSIF TG_OP = 'DELETE' THEN
    -- A company deleted with its employees (the cascade) has no list left to keep.
    INSERT INTO employee_list_versions AS current (enterprise_id, version)
      SELECT DISTINCT enterprise_id, 1 FROM old_rows
      WHERE deleted_at IS NULL AND EXISTS (SELECT 1 FROM enterprises WHERE enterprises.id = old_rows.enterprise_id)
      ON CONFLICT (enterprise_id) DO UPDATE SET version = current.version + 1;
  ELSE
    INSERT INTO employee_list_versions AS current (enterprise_id, version)
      SELECT DISTINCT changed.enterprise_id, 1
      FROM old_rows JOIN new_rows USING (id)
      CROSS JOIN LATERAL (VALUES (old_rows.enterprise_id), (new_rows.enterprise_id)) AS changed (enterprise_id)
      WHERE (old_rows.deleted_at IS NULL OR new_rows.deleted_at IS NULL)
        AND ((old_rows.deleted_at IS NULL) <> (new_rows.deleted_at IS NULL)
          OR old_rows.search_name IS DISTINCT FROM new_rows.search_name
          OR old_rows.enterprise_id IS DISTINCT FROM new_rows.enterprise_id)
      ON CONFLICT (enterprise_id) DO UPDATE SET version = current.version + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER employees_list_insert AFTER INSERT ON employees
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_employee_list_versions();
--> statement-breakpoint
CREATE TRIGGER employees_list_update AFTER UPDATE ON employees
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_employee_list_versions();
--> statement-breakpoint
CREATE TRIGGER employees_list_delete AFTER DELETE ON employees
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_employee_list_versions();
--> statement-breakpoint
-- Emptying the table at once (TRUNCATE fires no row triggers) forgets every stored total.
CREATE FUNCTION forget_employee_list_totals() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM employee_list_totals;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER employees_list_truncate AFTER TRUNCATE ON employees
  FOR EACH STATEMENT EXECUTE FUNCTION forget_employee_list_totals();
--> statement-breakpoint
-- The capped total of a company's live list, for no search (term '') or a search term, its LIKE
-- pattern and whether pg_trgm can serve it: the stored one when it was counted at the company's
-- current version (and for the same cap), else counted now and stored. The version is read before
-- counting, so a change that lands in between leaves the new total under the old version, where it
-- is never read. A list request therefore writes on a miss: it needs the primary, not a replica.
CREATE FUNCTION live_employee_total(company uuid, term text, pattern text, trigrams boolean, cap integer) RETURNS integer
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  list_version bigint;
  counted integer;
BEGIN
  SELECT version INTO list_version FROM employee_list_versions WHERE enterprise_id = company;
  list_version := coalesce(list_version, 0);
  SELECT total INTO counted FROM employee_list_totals
    WHERE enterprise_id = company AND search_name = term AND version = list_version AND employee_list_totals.cap = live_employee_total.cap;
  IF FOUND THEN
    RETURN counted;
  END IF;
  IF term = '' THEN
    SELECT count(*) INTO counted FROM (
      SELECT 1 FROM employees WHERE enterprise_id = company AND deleted_at IS NULL LIMIT cap
    ) AS capped;
  ELSIF trigrams THEN
    counted := count_live_employees_matching(company, pattern, cap);
  ELSE
    -- No run of three letters for trigrams (a term of one or two): walks the company's name index.
    SELECT count(*) INTO counted FROM (
      SELECT 1 FROM employees WHERE enterprise_id = company AND deleted_at IS NULL AND search_name LIKE pattern LIMIT cap
    ) AS capped;
  END IF;
  INSERT INTO employee_list_totals AS stored (enterprise_id, search_name, version, cap, total)
    VALUES (company, term, list_version, cap, counted)
    ON CONFLICT (enterprise_id, search_name) DO UPDATE
      SET version = excluded.version, cap = excluded.cap, total = excluded.total, counted_at = now()
      WHERE stored.version < excluded.version OR stored.cap <> excluded.cap;
  RETURN counted;
END
$$;
