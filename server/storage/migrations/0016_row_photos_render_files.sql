-- Issue 22: a photo names the project row it shows; render pictures move into the files table (one
-- store for every file kind), with the ids server/renderfarm/images.ts computes: md5('<job>:<kind>').
ALTER TABLE "uploads" ADD COLUMN "row_id" text;--> statement-breakpoint
INSERT INTO "files" ("id", "kind", "owner", "media_type", "file_name", "size", "sha256", "complete", "created_at")
SELECT md5("ri"."job_id" || ':' || "ri"."kind"), 'render', 'user:' || "rj"."user_id",
	CASE WHEN "ri"."kind" = 'png' THEN 'image/png' ELSE 'image/jpeg' END, "ri"."kind",
	octet_length("ri"."bytes"), encode(sha256("ri"."bytes"), 'hex'), true, "rj"."created_at"
FROM "render_images" "ri" JOIN "render_jobs" "rj" ON "rj"."id" = "ri"."job_id"
ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
INSERT INTO "file_chunks" ("file_id", "seq", "data")
SELECT md5("job_id" || ':' || "kind"), 0, "bytes" FROM "render_images"
ON CONFLICT DO NOTHING;--> statement-breakpoint
DROP TABLE "render_images" CASCADE;
