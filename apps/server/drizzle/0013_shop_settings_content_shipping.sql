CREATE TABLE "shop_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"shop_name" text NOT NULL,
	"logo_url" text,
	"accent_color" text NOT NULL,
	"contact_email" text NOT NULL,
	"social_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"announcement" jsonb,
	"return_window_days" integer NOT NULL,
	"return_address" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_settings_one_row" CHECK ("shop_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "home_content" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"hero_slides" jsonb NOT NULL,
	"featured_collections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"banner" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "home_content_one_row" CHECK ("home_content"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "shop_pages" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_rates" (
	"zone_id" uuid NOT NULL,
	"rate_id" text NOT NULL,
	"label" text NOT NULL,
	"cost_cents" integer NOT NULL,
	"estimated_days" integer,
	"free_over_cents" integer,
	"position" integer NOT NULL,
	CONSTRAINT "shipping_rates_zone_id_rate_id_pk" PRIMARY KEY("zone_id","rate_id"),
	CONSTRAINT "shipping_rates_cost_not_negative" CHECK ("shipping_rates"."cost_cents" >= 0),
	CONSTRAINT "shipping_rates_free_over_not_negative" CHECK ("shipping_rates"."free_over_cents" is null or "shipping_rates"."free_over_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shipping_zone_countries" (
	"country" text PRIMARY KEY NOT NULL,
	"zone_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_zones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"covers_rest_of_world" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD CONSTRAINT "shipping_rates_zone_id_shipping_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."shipping_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_zone_countries" ADD CONSTRAINT "shipping_zone_countries_zone_id_shipping_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."shipping_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_zones_one_rest_of_world_idx" ON "shipping_zones" USING btree ("covers_rest_of_world") WHERE "shipping_zones"."covers_rest_of_world";--> statement-breakpoint
-- The rates the shop charged before its table could be edited, so an upgraded shop keeps them.
INSERT INTO "shipping_zones" ("id", "name", "position", "covers_rest_of_world") VALUES
	('5b0c7f1e-6a3d-4c51-9d0e-2f7a1c3b8e01', 'United States', 0, false),
	('5b0c7f1e-6a3d-4c51-9d0e-2f7a1c3b8e02', 'Rest of the world', 1, true);--> statement-breakpoint
INSERT INTO "shipping_zone_countries" ("country", "zone_id") VALUES
	('US', '5b0c7f1e-6a3d-4c51-9d0e-2f7a1c3b8e01');--> statement-breakpoint
INSERT INTO "shipping_rates" ("zone_id", "rate_id", "label", "cost_cents", "estimated_days", "free_over_cents", "position") VALUES
	('5b0c7f1e-6a3d-4c51-9d0e-2f7a1c3b8e01', 'standard', 'Standard Shipping', 599, 5, 10000, 0),
	('5b0c7f1e-6a3d-4c51-9d0e-2f7a1c3b8e01', 'express', 'Express Shipping', 1499, 2, NULL, 1),
	('5b0c7f1e-6a3d-4c51-9d0e-2f7a1c3b8e01', 'overnight', 'Overnight Shipping', 2999, 1, NULL, 2),
	('5b0c7f1e-6a3d-4c51-9d0e-2f7a1c3b8e02', 'international_standard', 'International Standard', 1999, 10, NULL, 0),
	('5b0c7f1e-6a3d-4c51-9d0e-2f7a1c3b8e02', 'international_express', 'International Express', 3999, 5, NULL, 1);
