ALTER TABLE "news" ADD COLUMN "translations" jsonb;--> statement-breakpoint
ALTER TABLE "quick_access" ADD COLUMN "translations" jsonb;--> statement-breakpoint
ALTER TABLE "quant_products" ADD COLUMN "translations" jsonb;--> statement-breakpoint
ALTER TABLE "finance_settings" ADD COLUMN "translations" jsonb;