CREATE TABLE "account_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"user_id" integer,
	"guest_session_id" text,
	"project_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"email" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "account_codes_purpose_check" CHECK ("account_codes"."purpose" in ('reset', 'register'))
);
--> statement-breakpoint
ALTER TABLE "account_codes" ADD CONSTRAINT "account_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_codes_email_idx" ON "account_codes" USING btree (lower("email"),"created_at");--> statement-breakpoint
CREATE INDEX "account_codes_user_idx" ON "account_codes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "account_codes_expires_idx" ON "account_codes" USING btree ("expires_at");