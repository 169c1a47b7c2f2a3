-- The render farm's hand-off (server/renderfarm/farm-tokens.ts) gives a listed site's job view a
-- narrow token instead of the farm's session id: render farm calls only, from that origin only, for
-- 8 hours at most, and gone with its session (the foreign key's cascade). Only its SHA-256 is kept.
CREATE TABLE "farm_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"origin" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "farm_tokens" ADD CONSTRAINT "farm_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "farm_tokens_session_idx" ON "farm_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "farm_tokens_expires_idx" ON "farm_tokens" USING btree ("expires_at");