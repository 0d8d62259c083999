ALTER TABLE "board_posts" ADD COLUMN "receipt_no" text;--> statement-breakpoint
CREATE UNIQUE INDEX "board_posts_receipt_no_key" ON "board_posts" USING btree ("receipt_no");