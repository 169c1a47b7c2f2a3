-- The projects list's total and picture flag become columns written on save (the list read them out
-- of up to 25 documents per page); rows stored before are filled from their documents here, with the
-- same expressions the list used. The shop's list gets an index in its default order.
ALTER TABLE "projects" ADD COLUMN "list_total" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "has_picture" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "projects" SET
  "list_total" = "data"->'customerFields'->>'generalTotal',
  "has_picture" = coalesce("data"->>'img', '') like 'data:image/%';--> statement-breakpoint
DROP INDEX "projects_shop_idx";--> statement-breakpoint
CREATE INDEX "projects_shop_updated_idx" ON "projects" USING btree ("shop_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
