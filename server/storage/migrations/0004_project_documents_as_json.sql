ALTER TABLE "project_versions" ALTER COLUMN "data" SET DATA TYPE json USING "data"::json;--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "data" SET DATA TYPE json USING "data"::json;--> statement-breakpoint
-- Project documents (tens of KB) are compressed on every save and decompressed on every open: lz4 does
-- both several times faster than the default pglz. Servers built without lz4 (and PGlite) keep pglz.
DO $$
BEGIN
  ALTER TABLE "projects" ALTER COLUMN "data" SET COMPRESSION lz4;
  ALTER TABLE "project_versions" ALTER COLUMN "data" SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  RAISE NOTICE 'lz4 is not available: project documents keep the default compression';
END $$;
