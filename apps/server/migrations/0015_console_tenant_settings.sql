ALTER TABLE "finance_settings" ADD COLUMN "second_approval_above" jsonb;--> statement-breakpoint
ALTER TABLE "finance_settings" ADD COLUMN "updated_at" timestamp with time zone;