ALTER TABLE "working_orders" ADD COLUMN "slot" smallint;--> statement-breakpoint
UPDATE "working_orders" w SET "slot" = n.slot FROM (SELECT "id", row_number() OVER (PARTITION BY "user_id" ORDER BY "id") AS slot FROM "working_orders" WHERE "status" = 'PENDING') n WHERE w."id" = n."id";--> statement-breakpoint
CREATE UNIQUE INDEX "working_orders_user_slot" ON "working_orders" USING btree ("user_id","slot") WHERE "working_orders"."status" = 'PENDING';--> statement-breakpoint
ALTER TABLE "working_orders" ADD CONSTRAINT "working_orders_pending_slot" CHECK ("working_orders"."status" <> 'PENDING' or "working_orders"."slot" is not null);
