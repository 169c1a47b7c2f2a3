-- Guests' bytes written per address and day (the daily guest budget), the addresses each account
-- logged in from (kept through restarts by the login guard), and mailed unlock codes.
CREATE TABLE "guest_usage" (
	"address" text NOT NULL,
	"day" text NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "guest_usage_address_day_pk" PRIMARY KEY("address","day")
);
--> statement-breakpoint
CREATE TABLE "login_addresses" (
	"user_id" integer NOT NULL,
	"address" text NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_addresses_user_id_address_pk" PRIMARY KEY("user_id","address")
);
--> statement-breakpoint
ALTER TABLE "account_codes" DROP CONSTRAINT "account_codes_purpose_check";--> statement-breakpoint
ALTER TABLE "login_addresses" ADD CONSTRAINT "login_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_codes" ADD CONSTRAINT "account_codes_purpose_check" CHECK ("account_codes"."purpose" in ('reset', 'register', 'unlock'));