CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"cod" text NOT NULL,
	"des" text DEFAULT '' NOT NULL,
	"percent" numeric(5, 2) NOT NULL,
	"catalogs" text[] DEFAULT '{}'::text[] NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_percent_check" CHECK ("promotions"."percent" > 0 and "promotions"."percent" <= 100)
);
--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_shop_cod_idx" ON "promotions" USING btree ("shop_id",upper("cod"));--> statement-breakpoint
CREATE INDEX "promotions_shop_idx" ON "promotions" USING btree ("shop_id");