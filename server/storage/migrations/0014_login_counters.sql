CREATE TABLE "login_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"in_flight" integer DEFAULT 0 NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"next_at" timestamp with time zone,
	"mailed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX "login_counters_first_at_idx" ON "login_counters" USING btree ("first_at");--> statement-breakpoint
-- The login guard's wait after `failures` failures of an account (server/limits/login-guard.ts):
-- the base at the threshold, doubling per failure beyond it, at most the maximum.
CREATE FUNCTION login_backoff_ms(failures integer, account_limit integer, base_ms bigint, max_ms bigint)
RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT least(max_ms, (base_ms * 2 ^ least(greatest(0, failures - account_limit), 30))::bigint)
$$;
--> statement-breakpoint
-- Counts one login attempt in flight, or refuses it, in one transaction holding the address's row
-- (then the account's: always in that order, so two calls never deadlock). A window that has passed
-- starts again. Returns the refusal ('address' or 'account', with the wait in ms) or, admitted,
-- the windows' starts that login_settle matches its release against.
CREATE FUNCTION login_admit(
  p_address text, p_account text, p_known boolean, p_now timestamptz,
  p_address_limit integer, p_address_window_ms bigint,
  p_account_limit integer, p_account_window_ms bigint,
  p_backoff_base_ms bigint, p_backoff_max_ms bigint
) RETURNS TABLE (refused text, wait_ms bigint, address_first text, account_first text)
LANGUAGE plpgsql AS $$
DECLARE
  a login_counters;
  b login_counters;
BEGIN
  INSERT INTO login_counters AS c (key, first_at) VALUES (p_address, p_now)
  ON CONFLICT (key) DO UPDATE SET failures = 0, in_flight = 0, first_at = p_now, next_at = NULL, mailed = false
    WHERE c.first_at + p_address_window_ms * interval '1 millisecond' < p_now;
  SELECT * INTO a FROM login_counters WHERE key = p_address FOR UPDATE;
  IF a.failures + a.in_flight >= p_address_limit THEN
    RETURN QUERY SELECT 'address'::text,
      (extract(epoch FROM a.first_at - p_now) * 1000)::bigint + p_address_window_ms, NULL::text, NULL::text;
    RETURN;
  END IF;
  IF p_account IS NOT NULL THEN
    INSERT INTO login_counters AS c (key, first_at) VALUES (p_account, p_now)
    ON CONFLICT (key) DO UPDATE SET failures = 0, in_flight = 0, first_at = p_now, next_at = NULL, mailed = false
      WHERE c.first_at + p_account_window_ms * interval '1 millisecond' < p_now;
    SELECT * INTO b FROM login_counters WHERE key = p_account FOR UPDATE;
    IF b.failures + b.in_flight >= p_account_limit AND NOT p_known THEN
      IF b.next_at IS NOT NULL AND p_now < b.next_at THEN
        RETURN QUERY SELECT 'account'::text,
          (extract(epoch FROM b.next_at - p_now) * 1000)::bigint, NULL::text, NULL::text;
        RETURN;
      END IF;
      -- One unknown attempt per step: those arriving meanwhile are refused; its reply sets the next.
      UPDATE login_counters SET next_at = p_now + login_backoff_ms(b.failures, p_account_limit,
        p_backoff_base_ms, p_backoff_max_ms) * interval '1 millisecond' WHERE key = p_account;
    END IF;
    UPDATE login_counters SET in_flight = in_flight + 1 WHERE key = p_account;
  END IF;
  UPDATE login_counters SET in_flight = in_flight + 1 WHERE key = p_address;
  RETURN QUERY SELECT NULL::text, 0::bigint, a.first_at::text, b.first_at::text;
END
$$;
--> statement-breakpoint
-- Ends an admitted attempt: its in-flight count goes (when its window still runs) and a failure
-- counts; an account at its limit gets its next backoff step. True exactly once per window: the
-- first time the account reaches its limit (the caller mails the unlock link).
CREATE FUNCTION login_settle(
  p_address text, p_address_first text, p_account text, p_account_first text,
  p_failed boolean, p_now timestamptz,
  p_account_limit integer, p_backoff_base_ms bigint, p_backoff_max_ms bigint
) RETURNS boolean
LANGUAGE plpgsql AS $$
DECLARE
  b login_counters;
BEGIN
  UPDATE login_counters
    SET in_flight = greatest(0, in_flight - (first_at = p_address_first::timestamptz)::int),
        failures = failures + p_failed::int
    WHERE key = p_address;
  IF p_account IS NULL THEN
    RETURN false;
  END IF;
  UPDATE login_counters
    SET in_flight = greatest(0, in_flight - (first_at = p_account_first::timestamptz)::int),
        failures = failures + p_failed::int
    WHERE key = p_account
    RETURNING * INTO b;
  IF NOT FOUND OR NOT p_failed OR b.failures < p_account_limit THEN
    RETURN false;
  END IF;
  UPDATE login_counters
    SET next_at = greatest(coalesce(next_at, p_now), p_now + login_backoff_ms(b.failures, p_account_limit,
          p_backoff_base_ms, p_backoff_max_ms) * interval '1 millisecond'),
        mailed = true
    WHERE key = p_account;
  RETURN NOT b.mailed;
END
$$;
--> statement-breakpoint
-- Every change to the stored catalogues, by a server or `npm run catalog:import` or SQL by hand,
-- tells every listening process (server/storage/changes.ts) to read the catalogue index again.
CREATE FUNCTION catalogs_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('arredo_catalogs', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER catalogs_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON catalogs
  FOR EACH STATEMENT EXECUTE FUNCTION catalogs_changed();
