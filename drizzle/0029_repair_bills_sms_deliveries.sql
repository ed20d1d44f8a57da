CREATE TABLE "sms_deliveries" (
	"dedupe_key" varchar(160) PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tenancy_invoices" DROP CONSTRAINT "tenancy_invoices_kind_check";--> statement-breakpoint
DROP INDEX "tenancy_invoices_tenancy_kind_period_idx";--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD COLUMN "tenant_bill_id" uuid;--> statement-breakpoint
ALTER TABLE "sms_deliveries" ADD CONSTRAINT "sms_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_deliveries_user_idx" ON "sms_deliveries" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_tenant_bill_id_tenancy_invoices_id_fk" FOREIGN KEY ("tenant_bill_id") REFERENCES "public"."tenancy_invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tenancy_invoices_tenancy_kind_period_idx" ON "tenancy_invoices" USING btree ("tenancy_id","kind","period") WHERE "tenancy_invoices"."kind" <> 'repair';--> statement-breakpoint
ALTER TABLE "tenancy_invoices" ADD CONSTRAINT "tenancy_invoices_kind_check" CHECK ("tenancy_invoices"."kind" in ('rent', 'electricity', 'water', 'internet', 'repair'));