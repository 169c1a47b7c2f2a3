ALTER TABLE "users" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "price_list_cod" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_price_list_cod_price_lists_cod_fk" FOREIGN KEY ("price_list_cod") REFERENCES "public"."price_lists"("cod") ON DELETE set null ON UPDATE no action;