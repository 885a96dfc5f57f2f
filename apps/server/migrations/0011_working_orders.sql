CREATE TABLE "working_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "working_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"instrument_id" integer NOT NULL,
	"type" text NOT NULL,
	"side" text NOT NULL,
	"quantity" bigint NOT NULL,
	"limit_price" numeric(30, 8),
	"stop_price" numeric(30, 8),
	"time_in_force" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"reason" text,
	"triggered" boolean DEFAULT false NOT NULL,
	"held" numeric(30, 8) NOT NULL,
	"currency" text NOT NULL,
	"filled_order_id" bigint,
	"filled_price" numeric(30, 8),
	"fee" numeric(30, 8),
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "working_orders_quantity_pos" CHECK ("working_orders"."quantity" > 0),
	CONSTRAINT "working_orders_held_nonneg" CHECK ("working_orders"."held" >= 0)
);
--> statement-breakpoint
ALTER TABLE "working_orders" ADD CONSTRAINT "working_orders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "working_orders" ADD CONSTRAINT "working_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "working_orders" ADD CONSTRAINT "working_orders_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "working_orders" ADD CONSTRAINT "working_orders_filled_order_id_orders_id_fk" FOREIGN KEY ("filled_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "working_orders_open_idx" ON "working_orders" USING btree ("instrument_id","id") WHERE "working_orders"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "working_orders_user_idx" ON "working_orders" USING btree ("user_id","status","id");