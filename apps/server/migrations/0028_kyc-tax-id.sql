ALTER TABLE "kyc_submissions" ADD COLUMN "tax_id_type" text;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD COLUMN "tax_id_number" text;