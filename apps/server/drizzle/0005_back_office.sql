-- pg_trgm serves the back office's "any part of" searches (ILIKE '%…%'); PGlite ships it too.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "audit_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"entity_label" text DEFAULT '' NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"name" text PRIMARY KEY NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_colors" (
	"name" text PRIMARY KEY NOT NULL,
	"hex" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_colors_hex_format" CHECK ("product_colors"."hex" ~ '^#[0-9a-f]{6}$')
);
--> statement-breakpoint
CREATE TABLE "product_genders" (
	"name" text PRIMARY KEY NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_sizes" (
	"name" text PRIMARY KEY NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "unsubscribe_token" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_entries_created_at_idx" ON "audit_entries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_entries_entity_idx" ON "audit_entries" USING btree ("entity_type","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_entries_actor_idx" ON "audit_entries" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_entries_action_idx" ON "audit_entries" USING btree ("action","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "product_categories_lower_name_idx" ON "product_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "product_colors_lower_name_idx" ON "product_colors" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "product_genders_lower_name_idx" ON "product_genders" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "product_sizes_lower_name_idx" ON "product_sizes" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "product_variants_sku_trgm_idx" ON "product_variants" USING gin ("sku" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_variants_stock_idx" ON "product_variants" USING btree ("count_in_stock");--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree ("name");--> statement-breakpoint
CREATE INDEX "products_updated_at_idx" ON "products" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_role_created_at_idx" ON "users" USING btree ("role","created_at");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_email_trgm_idx" ON "contact_messages" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_messages_name_trgm_idx" ON "contact_messages" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_unsubscribe_token_idx" ON "newsletter_subscribers" USING btree ("unsubscribe_token");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_email_trgm_idx" ON "newsletter_subscribers" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_created_at_idx" ON "newsletter_subscribers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_status_created_at_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_total_idx" ON "orders" USING btree ("total_cents");--> statement-breakpoint
CREATE INDEX "orders_id_trgm_idx" ON "orders" USING gin (("id"::text) gin_trgm_ops);--> statement-breakpoint
-- The managed vocabularies start with the spec's values and every value products already use.
INSERT INTO "product_categories" ("name", "position") VALUES ('Top Wear', 0), ('Bottom Wear', 1) ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "product_categories" ("name", "position") SELECT DISTINCT ON (lower("category")) "category", 100 FROM "products" WHERE "category" <> '' ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "product_genders" ("name", "position") VALUES ('Men', 0), ('Women', 1), ('Unisex', 2) ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "product_genders" ("name", "position") SELECT DISTINCT ON (lower("gender")) "gender", 100 FROM "products" WHERE "gender" <> '' ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "product_sizes" ("name", "position") VALUES ('XS', 0), ('S', 1), ('M', 2), ('L', 3), ('XL', 4), ('XXL', 5) ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "product_sizes" ("name", "position") SELECT DISTINCT ON (lower("size")) "size", 100 FROM "product_variants" WHERE "size" <> '' ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "product_colors" ("name", "hex", "position") VALUES
  ('Black', '#1f1f22', 0),
  ('White', '#f7f7f5', 1),
  ('Cream', '#f1e9d8', 2),
  ('Ivory', '#f4efe3', 3),
  ('Beige', '#d9c7a7', 4),
  ('Sand', '#cdb48e', 5),
  ('Khaki', '#b3a27a', 6),
  ('Camel', '#b8895a', 7),
  ('Stone', '#a8a196', 8),
  ('Heather Gray', '#a9abad', 9),
  ('Charcoal', '#3d4044', 10),
  ('Slate', '#5f6b78', 11),
  ('Navy', '#1f2c4c', 12),
  ('Royal Blue', '#2f55b5', 13),
  ('Sky Blue', '#8fbfe0', 14),
  ('Denim Blue', '#3d5a80', 15),
  ('Light Wash', '#9db7cf', 16),
  ('Dark Wash', '#27374f', 17),
  ('Teal', '#1f6f78', 18),
  ('Mint', '#b5dfca', 19),
  ('Sage', '#9caf88', 20),
  ('Olive', '#6b6b3a', 21),
  ('Forest Green', '#2f5138', 22),
  ('Mustard', '#d4a429', 23),
  ('Rust', '#b5532c', 24),
  ('Terracotta', '#c46f4e', 25),
  ('Coral', '#ee7e6c', 26),
  ('Red', '#c0322d', 27),
  ('Burgundy', '#6e1f30', 28),
  ('Dusty Pink', '#d8a5a8', 29),
  ('Lavender', '#b8a9d9', 30),
  ('Chocolate', '#5a3a29', 31)
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "product_colors" ("name", "hex", "position") SELECT DISTINCT ON (lower("color")) "color", '#9e9e9e', 100 FROM "product_variants" WHERE "color" <> '' ON CONFLICT DO NOTHING;
