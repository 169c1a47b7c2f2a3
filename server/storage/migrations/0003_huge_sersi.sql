CREATE TABLE "identity_links" (
	"authority" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_links_authority_subject_pk" PRIMARY KEY("authority","subject")
);
--> statement-breakpoint
CREATE TABLE "identity_providers" (
	"authority" text PRIMARY KEY NOT NULL,
	"audience" text NOT NULL,
	"jwks" jsonb NOT NULL,
	"shop_cod" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trusted_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"public_key_pem" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "used_login_keys" (
	"jti" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identity_links" ADD CONSTRAINT "identity_links_authority_identity_providers_authority_fk" FOREIGN KEY ("authority") REFERENCES "public"."identity_providers"("authority") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_links" ADD CONSTRAINT "identity_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "used_login_keys_expires_idx" ON "used_login_keys" USING btree ("expires_at");