CREATE TABLE "discount_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"value" integer NOT NULL,
	"min_subtotal_cents" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"usage_limit" integer,
	"per_customer_limit" integer,
	"active" boolean DEFAULT true NOT NULL,
	"times_used" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_type_known" CHECK ("discount_codes"."type" in ('percent', 'fixed', 'free_shipping')),
	CONSTRAINT "discount_codes_value_fits_type" CHECK (("discount_codes"."type" = 'percent' and "discount_codes"."value" between 1 and 10000) or ("discount_codes"."type" = 'fixed' and "discount_codes"."value" >= 1) or ("discount_codes"."type" = 'free_shipping' and "discount_codes"."value" = 0)),
	CONSTRAINT "discount_codes_limits_positive" CHECK ("discount_codes"."min_subtotal_cents" >= 0 and ("discount_codes"."usage_limit" is null or "discount_codes"."usage_limit" >= 1) and ("discount_codes"."per_customer_limit" is null or "discount_codes"."per_customer_limit" >= 1)),
	CONSTRAINT "discount_codes_used_within_limit" CHECK ("discount_codes"."times_used" >= 0 and ("discount_codes"."usage_limit" is null or "discount_codes"."times_used" <= "discount_codes"."usage_limit")),
	CONSTRAINT "discount_codes_ends_after_start" CHECK ("discount_codes"."starts_at" is null or "discount_codes"."ends_at" is null or "discount_codes"."ends_at" > "discount_codes"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "discount_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"discount_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"country" text NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"rate" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_rates_rate_in_range" CHECK ("tax_rates"."rate" between 0 and 100000)
);
--> statement-breakpoint
ALTER TABLE "checkouts" DROP CONSTRAINT "checkouts_total_adds_up";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_total_not_negative";--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "discount_code" text;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "discount_id" uuid;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_discount_id_discount_codes_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discount_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_code_lower_idx" ON "discount_codes" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "discount_codes_created_at_idx" ON "discount_codes" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_redemptions_order_id_idx" ON "discount_redemptions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "discount_redemptions_discount_user_idx" ON "discount_redemptions" USING btree ("discount_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_rates_country_state_idx" ON "tax_rates" USING btree ("country","state");--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_total_adds_up" CHECK ("checkouts"."total_cents" = "checkouts"."subtotal_cents" - "checkouts"."discount_cents" + "checkouts"."shipping_cents" + "checkouts"."tax_cents" and "checkouts"."subtotal_cents" >= 0 and "checkouts"."shipping_cents" >= 0 and "checkouts"."tax_cents" >= 0 and "checkouts"."discount_cents" between 0 and "checkouts"."subtotal_cents" + "checkouts"."shipping_cents");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_adds_up" CHECK ("orders"."total_cents" = "orders"."subtotal_cents" - "orders"."discount_cents" + "orders"."shipping_cents" + "orders"."tax_cents" and "orders"."total_cents" >= 0 and "orders"."tax_cents" >= 0 and "orders"."discount_cents" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_known" CHECK ("orders"."payment_status" in ('paid', 'refunded'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refund_recorded" CHECK (("orders"."payment_status" = 'refunded') = ("orders"."refunded_at" is not null));