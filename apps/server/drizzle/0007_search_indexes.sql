CREATE INDEX "products_brand_trgm_idx" ON "products" USING gin ("brand" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_ship_to_name_trgm_idx" ON "orders" USING gin (((("shipping_address" ->> 'firstName') || ' ' || ("shipping_address" ->> 'lastName'))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_entries_actor_email_idx" ON "audit_entries" USING btree (lower("actor_email"),"created_at");--> statement-breakpoint
CREATE INDEX "audit_entries_label_trgm_idx" ON "audit_entries" USING gin ("entity_label" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_entries_actor_email_trgm_idx" ON "audit_entries" USING gin ("actor_email" gin_trgm_ops);