ALTER TABLE "deposits" ADD COLUMN "tx_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_tx_hash_uq" ON "deposits" USING btree ("tenant_id","tx_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "user_banks_destination_uq" ON "user_banks" USING btree ("tenant_id","user_id","usdt",coalesce("bank", ''),"account_number");