CREATE TABLE "checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"items" jsonb NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"shipping_option" jsonb NOT NULL,
	"payment_method" text NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"shipping_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"payment_provider" text,
	"payment_order_id" text,
	"payment_capture_id" text,
	"paid_at" timestamp with time zone,
	"refund_id" text,
	"refunded_at" timestamp with time zone,
	"finalized_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkouts_payment_status_known" CHECK ("checkouts"."payment_status" in ('pending', 'paid', 'refunded')),
	CONSTRAINT "checkouts_total_adds_up" CHECK ("checkouts"."total_cents" = "checkouts"."subtotal_cents" + "checkouts"."shipping_cents" and "checkouts"."subtotal_cents" >= 0 and "checkouts"."shipping_cents" >= 0),
	CONSTRAINT "checkouts_paid_has_capture" CHECK ("checkouts"."payment_status" = 'pending' or ("checkouts"."payment_capture_id" is not null and "checkouts"."paid_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" uuid,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"price_cents" integer NOT NULL,
	"size" text NOT NULL,
	"color" text NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "order_items_quantity_positive" CHECK ("order_items"."quantity" >= 1),
	CONSTRAINT "order_items_price_not_negative" CHECK ("order_items"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"checkout_id" uuid,
	"shipping_address" jsonb NOT NULL,
	"shipping_option" jsonb NOT NULL,
	"payment_method" text NOT NULL,
	"payment_provider" text NOT NULL,
	"payment_order_id" text NOT NULL,
	"payment_capture_id" text NOT NULL,
	"payment_status" text DEFAULT 'paid' NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"shipping_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"is_paid" boolean DEFAULT false NOT NULL,
	"paid_at" timestamp with time zone,
	"is_delivered" boolean DEFAULT false NOT NULL,
	"delivered_at" timestamp with time zone,
	"status" text DEFAULT 'Processing' NOT NULL,
	"tracking_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_known" CHECK ("orders"."status" in ('Processing', 'Shipped', 'Delivered', 'Cancelled')),
	CONSTRAINT "orders_total_not_negative" CHECK ("orders"."total_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkouts_user_id_idx" ON "checkouts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_payment_order_id_idx" ON "checkouts" USING btree ("payment_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_payment_capture_id_idx" ON "checkouts" USING btree ("payment_capture_id");--> statement-breakpoint
CREATE INDEX "order_items_order_id_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_product_id_idx" ON "order_items" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_checkout_id_idx" ON "orders" USING btree ("checkout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_payment_capture_id_idx" ON "orders" USING btree ("payment_capture_id");--> statement-breakpoint
CREATE INDEX "orders_user_id_created_at_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");