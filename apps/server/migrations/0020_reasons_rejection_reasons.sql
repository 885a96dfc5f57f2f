ALTER TABLE "deposits" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "rejection_note" text;