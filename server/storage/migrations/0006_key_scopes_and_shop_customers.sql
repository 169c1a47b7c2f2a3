DROP INDEX "customers_email_lower_idx";--> statement-breakpoint
ALTER TABLE "trusted_keys" ADD COLUMN "shops" jsonb;--> statement-breakpoint
ALTER TABLE "trusted_keys" ADD COLUMN "roles" jsonb DEFAULT '["pro","customer"]'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_shop_email_lower_idx" ON "customers" USING btree (coalesce("shop_id", 0),lower("email"));--> statement-breakpoint
-- Trusted keys registered before this migration keep shops NULL: they still sign in any shop's
-- users, but never an administrator (roles defaults to pro and customer). Re-register them with
-- their shops to narrow them (README, "Logging in from an integrating site").
-- A customer code opens a project to that customer only when shop staff set it: codes on projects
-- made by guests or customers are dropped from the column (their documents keep what was typed).
UPDATE "projects" SET "customer_cod" = NULL
WHERE "customer_cod" IS NOT NULL
  AND ("user_id" IS NULL OR "user_id" NOT IN (SELECT "id" FROM "users" WHERE "role" = 'pro' OR "is_admin"));
