-- Render farm jobs (issue 22) and their pictures; the queue itself is pg-boss's own schema.
CREATE TABLE "render_images" (
	"job_id" text NOT NULL,
	"kind" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "render_images_job_id_kind_pk" PRIMARY KEY("job_id","kind")
);
--> statement-breakpoint
CREATE TABLE "render_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"shop_id" integer,
	"project_id" integer,
	"name" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"quality" text NOT NULL,
	"lighting" text NOT NULL,
	"scene" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"queue_job_id" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"render_ms" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "render_jobs_progress_check" CHECK ("render_jobs"."progress" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "render_images" ADD CONSTRAINT "render_images_job_id_render_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."render_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "render_jobs" ADD CONSTRAINT "render_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "render_jobs" ADD CONSTRAINT "render_jobs_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "render_jobs" ADD CONSTRAINT "render_jobs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "render_jobs_user_idx" ON "render_jobs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "render_jobs_shop_idx" ON "render_jobs" USING btree ("shop_id","created_at");