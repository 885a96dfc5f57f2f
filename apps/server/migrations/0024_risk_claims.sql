CREATE TABLE "review_claims" (
	"tenant_id" text NOT NULL,
	"queue" text NOT NULL,
	"item_id" bigint NOT NULL,
	"staff_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "review_claims_tenant_id_queue_item_id_pk" PRIMARY KEY("tenant_id","queue","item_id")
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "sha256" text;--> statement-breakpoint
ALTER TABLE "review_claims" ADD CONSTRAINT "review_claims_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_claims" ADD CONSTRAINT "review_claims_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_claims_staff_idx" ON "review_claims" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "uploads_sha256_idx" ON "uploads" USING btree ("tenant_id","sha256");