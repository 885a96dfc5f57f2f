CREATE TABLE "portfolio_day_values" (
	"tenant_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"currency" text NOT NULL,
	"day" date NOT NULL,
	"value" numeric(30, 8) NOT NULL,
	CONSTRAINT "portfolio_day_values_user_id_currency_day_pk" PRIMARY KEY("user_id","currency","day")
);
--> statement-breakpoint
ALTER TABLE "portfolio_day_values" ADD CONSTRAINT "portfolio_day_values_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_day_values" ADD CONSTRAINT "portfolio_day_values_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;