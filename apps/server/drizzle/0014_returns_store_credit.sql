CREATE TABLE "return_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"return_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" uuid,
	"name" text NOT NULL,
	"size" text NOT NULL,
	"color" text NOT NULL,
	"quantity" integer NOT NULL,
	"reason" text NOT NULL,
	"exchange_size" text,
	"exchange_color" text,
	"refund_cents" integer NOT NULL,
	"replacement_order_id" uuid,
	CONSTRAINT "return_items_quantity_positive" CHECK ("return_items"."quantity" >= 1),
	CONSTRAINT "return_items_refund_not_negative" CHECK ("return_items"."refund_cents" >= 0),
	CONSTRAINT "return_items_reason_known" CHECK ("return_items"."reason" in ('too_small', 'too_large', 'not_as_described', 'damaged', 'wrong_item', 'changed_mind', 'other')),
	CONSTRAINT "return_items_exchange_whole" CHECK (("return_items"."exchange_size" is null) = ("return_items"."exchange_color" is null))
);
--> statement-breakpoint
CREATE TABLE "returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid,
	"status" text DEFAULT 'requested' NOT NULL,
	"resolution" text NOT NULL,
	"refund_amount_cents" integer NOT NULL,
	"customer_note" text,
	"shop_note" text,
	"restocked_at" timestamp with time zone,
	"refund_id" text,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "returns_status_known" CHECK ("returns"."status" in ('requested', 'approved', 'rejected', 'received', 'closed', 'cancelled')),
	CONSTRAINT "returns_resolution_known" CHECK ("returns"."resolution" in ('refund', 'store_credit')),
	CONSTRAINT "returns_refund_not_negative" CHECK ("returns"."refund_amount_cents" >= 0),
	CONSTRAINT "returns_closed_is_settled" CHECK (("returns"."status" = 'closed') = ("returns"."settled_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "store_credit_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"order_id" uuid,
	"return_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_credit_entries_amount_not_zero" CHECK ("store_credit_entries"."amount_cents" <> 0)
);
--> statement-breakpoint
ALTER TABLE "checkouts" DROP CONSTRAINT "checkouts_paid_has_capture";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_status_known";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "payment_order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "payment_capture_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "store_credit_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "goods_discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "store_credit_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "goods_discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "store_credit_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_amount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_credit_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
-- Orders and checkouts from before: a whole refund is the total back; a shipped order's date is
-- the best one kept (its delivery, else its last change); a free-shipping code's discount is on
-- shipping, any other code's on the goods (a deleted code's kind is unknown: the goods, at most
-- the subtotal).
UPDATE "orders" SET "refunded_amount_cents" = "total_cents" WHERE "payment_status" = 'refunded';--> statement-breakpoint
UPDATE "orders" SET "shipped_at" = coalesce("delivered_at", "updated_at") WHERE "status" in ('Shipped', 'Delivered');--> statement-breakpoint
UPDATE "orders" SET "goods_discount_cents" = least("discount_cents", "subtotal_cents");--> statement-breakpoint
UPDATE "orders" SET "goods_discount_cents" = 0 FROM "discount_redemptions", "discount_codes" WHERE "discount_redemptions"."order_id" = "orders"."id" AND "discount_codes"."id" = "discount_redemptions"."discount_id" AND "discount_codes"."type" = 'free_shipping';--> statement-breakpoint
UPDATE "checkouts" SET "goods_discount_cents" = least("discount_cents", "subtotal_cents");--> statement-breakpoint
UPDATE "checkouts" SET "goods_discount_cents" = 0 FROM "discount_codes" WHERE "discount_codes"."id" = "checkouts"."discount_id" AND "discount_codes"."type" = 'free_shipping';--> statement-breakpoint
ALTER TABLE "return_items" ADD CONSTRAINT "return_items_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_items" ADD CONSTRAINT "return_items_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_items" ADD CONSTRAINT "return_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_items" ADD CONSTRAINT "return_items_replacement_order_id_orders_id_fk" FOREIGN KEY ("replacement_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD CONSTRAINT "store_credit_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD CONSTRAINT "store_credit_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD CONSTRAINT "store_credit_entries_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_items_return_id_idx" ON "return_items" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "return_items_order_item_id_idx" ON "return_items" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "return_items_product_id_reason_idx" ON "return_items" USING btree ("product_id","reason");--> statement-breakpoint
CREATE INDEX "return_items_replacement_order_id_idx" ON "return_items" USING btree ("replacement_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "returns_number_idx" ON "returns" USING btree ("number");--> statement-breakpoint
CREATE INDEX "returns_order_id_idx" ON "returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "returns_user_id_created_at_idx" ON "returns" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "returns_status_created_at_idx" ON "returns" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "returns_created_at_idx" ON "returns" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "store_credit_entries_user_id_created_at_idx" ON "store_credit_entries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "store_credit_entries_return_id_idx" ON "store_credit_entries" USING btree ("return_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_store_credit_not_negative" CHECK ("users"."store_credit_cents" >= 0);--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_store_credit_within_total" CHECK ("checkouts"."store_credit_cents" between 0 and "checkouts"."total_cents" and "checkouts"."goods_discount_cents" between 0 and "checkouts"."discount_cents");--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_paid_has_capture" CHECK ("checkouts"."payment_status" = 'pending' or ("checkouts"."paid_at" is not null and ("checkouts"."payment_capture_id" is not null or "checkouts"."store_credit_cents" = "checkouts"."total_cents")));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunds_within_total" CHECK ("orders"."refunded_amount_cents" between 0 and "orders"."total_cents" and "orders"."refunded_credit_cents" between 0 and "orders"."refunded_amount_cents" and "orders"."store_credit_cents" between 0 and "orders"."total_cents" and "orders"."goods_discount_cents" between 0 and "orders"."discount_cents");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_partial_refund_known" CHECK (("orders"."payment_status" = 'partially_refunded') = ("orders"."refunded_amount_cents" > 0 and "orders"."refunded_at" is null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_known" CHECK ("orders"."payment_status" in ('paid', 'partially_refunded', 'refunded'));