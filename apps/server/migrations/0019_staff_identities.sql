CREATE TABLE "staff_identities" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"id_number" text,
	"bank_account" text
);
--> statement-breakpoint
CREATE TABLE "staff_investor_links" (
	"staff_id" integer NOT NULL,
	"investor_id" integer NOT NULL,
	"tenant_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_investor_links_staff_id_investor_id_pk" PRIMARY KEY("staff_id","investor_id")
);
--> statement-breakpoint
ALTER TABLE "staff_identities" ADD CONSTRAINT "staff_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_identities" ADD CONSTRAINT "staff_identities_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_investor_links" ADD CONSTRAINT "staff_investor_links_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_investor_links" ADD CONSTRAINT "staff_investor_links_investor_id_users_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_investor_links" ADD CONSTRAINT "staff_investor_links_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Splits every mixed account (a staff login that also holds money, KYC or transfers): the row, with its money and ledger, stays the investor, renamed "<name>_customer" with its sessions ended; the staff role moves to a new login of the old name and password, linked to it (docs/decisions.md).
UPDATE "users" u SET "username" = u."username" || '_customer' FROM "user_roles" r WHERE r."user_id" = u."id" AND (EXISTS (SELECT 1 FROM "user_balances" b WHERE b."user_id" = u."id") OR EXISTS (SELECT 1 FROM "kyc_submissions" k WHERE k."user_id" = u."id") OR EXISTS (SELECT 1 FROM "deposits" d WHERE d."user_id" = u."id") OR EXISTS (SELECT 1 FROM "withdrawals" w WHERE w."user_id" = u."id"));--> statement-breakpoint
INSERT INTO "users" ("tenant_id", "username", "account_no", "password_hash", "totp_secret") SELECT u."tenant_id", left(u."username", length(u."username") - 9), 'S' || u."account_no", u."password_hash", u."totp_secret" FROM "users" u JOIN "user_roles" r ON r."user_id" = u."id" WHERE u."username" LIKE '%\_customer';--> statement-breakpoint
INSERT INTO "staff_investor_links" ("staff_id", "investor_id", "tenant_id") SELECT s."id", u."id", u."tenant_id" FROM "users" u JOIN "user_roles" r ON r."user_id" = u."id" JOIN "users" s ON s."account_no" = 'S' || u."account_no";--> statement-breakpoint
UPDATE "sessions" SET "revoked_at" = now() WHERE "revoked_at" IS NULL AND "user_id" IN (SELECT "investor_id" FROM "staff_investor_links");--> statement-breakpoint
UPDATE "user_roles" r SET "user_id" = l."staff_id" FROM "staff_investor_links" l WHERE r."user_id" = l."investor_id";
