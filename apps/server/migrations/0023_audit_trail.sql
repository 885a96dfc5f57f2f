ALTER TABLE "audit_log" ADD COLUMN "address" text;--> statement-breakpoint
CREATE INDEX "audit_log_tenant_id_idx" ON "audit_log" USING btree ("tenant_id","id");