CREATE TABLE "block_trades" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "block_trades_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"instrument_id" integer NOT NULL,
	"price" numeric(28, 8) NOT NULL,
	"discount_rate" numeric(28, 8) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ipo_offerings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ipo_offerings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"kind" text NOT NULL,
	"instrument_id" integer NOT NULL,
	"price" numeric(28, 8) NOT NULL,
	"ipo_unit" integer NOT NULL,
	"fixed_amount" integer,
	"amount_open" boolean NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offering_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offering_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"ipo_offering_id" integer,
	"snap_up_id" integer,
	"instrument_id" integer NOT NULL,
	"price" numeric(28, 8) NOT NULL,
	"currency_type" text NOT NULL,
	"unit" integer NOT NULL,
	"apply_unit" integer NOT NULL,
	"obtain_unit" integer DEFAULT 0 NOT NULL,
	"obtain_num" integer DEFAULT 0 NOT NULL,
	"funding" numeric(28, 8) DEFAULT '0' NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "snap_ups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "snap_ups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"instrument_id" integer NOT NULL,
	"price" numeric(28, 8) NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quant_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quant_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"apply_amount" numeric(28, 8) NOT NULL,
	"currency_type" text NOT NULL,
	"lock_day" integer NOT NULL,
	"lock_end_time" timestamp with time zone NOT NULL,
	"estimate_profit_rate" numeric(28, 8) NOT NULL,
	"max_estimate_profit_rate" numeric(28, 8) NOT NULL,
	"profit_amount" numeric(28, 8) DEFAULT '0' NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "quant_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quant_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"manager_name" text NOT NULL,
	"min_buy_amount" numeric(28, 8) NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"lock_day" integer NOT NULL,
	"total_amount" numeric(28, 8) NOT NULL,
	"estimate_profit_rate" numeric(28, 8) NOT NULL,
	"max_estimate_profit_rate" numeric(28, 8) NOT NULL,
	"product_desc" text NOT NULL,
	"currency_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"operator_id" integer NOT NULL,
	"operator_name" text NOT NULL,
	"channel" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"role" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "block_trades" ADD CONSTRAINT "block_trades_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "block_trades" ADD CONSTRAINT "block_trades_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipo_offerings" ADD CONSTRAINT "ipo_offerings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipo_offerings" ADD CONSTRAINT "ipo_offerings_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering_applications" ADD CONSTRAINT "offering_applications_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering_applications" ADD CONSTRAINT "offering_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering_applications" ADD CONSTRAINT "offering_applications_ipo_offering_id_ipo_offerings_id_fk" FOREIGN KEY ("ipo_offering_id") REFERENCES "public"."ipo_offerings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering_applications" ADD CONSTRAINT "offering_applications_snap_up_id_snap_ups_id_fk" FOREIGN KEY ("snap_up_id") REFERENCES "public"."snap_ups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering_applications" ADD CONSTRAINT "offering_applications_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "snap_ups" ADD CONSTRAINT "snap_ups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "snap_ups" ADD CONSTRAINT "snap_ups_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quant_orders" ADD CONSTRAINT "quant_orders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quant_orders" ADD CONSTRAINT "quant_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quant_orders" ADD CONSTRAINT "quant_orders_product_id_quant_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."quant_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quant_products" ADD CONSTRAINT "quant_products_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "block_trades_tenant_idx" ON "block_trades" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "ipo_offerings_tenant_kind_idx" ON "ipo_offerings" USING btree ("tenant_id","kind");--> statement-breakpoint
CREATE INDEX "offering_applications_user_idx" ON "offering_applications" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "offering_applications_status_idx" ON "offering_applications" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "snap_ups_tenant_idx" ON "snap_ups" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "quant_orders_user_idx" ON "quant_orders" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "quant_orders_due_idx" ON "quant_orders" USING btree ("status","lock_end_time");--> statement-breakpoint
CREATE INDEX "quant_products_tenant_idx" ON "quant_products" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "audit_log_tenant_idx" ON "audit_log" USING btree ("tenant_id","created_at");