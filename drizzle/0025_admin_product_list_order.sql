CREATE INDEX "products_category_id_idx" ON "products" USING btree ("category_id","id");--> statement-breakpoint
CREATE INDEX "products_status_id_idx" ON "products" USING btree ("status","id");