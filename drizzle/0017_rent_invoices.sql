CREATE TABLE "invoice_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"journal_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"method" varchar(8) NOT NULL,
	"receipt_number" varchar(20) NOT NULL,
	"mpesa_receipt" varchar(40),
	"paid_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_payments_receipt_number_unique" UNIQUE("receipt_number"),
	CONSTRAINT "invoice_payments_amount_check" CHECK ("invoice_payments"."amount" > 0),
	CONSTRAINT "invoice_payments_method_check" CHECK ("invoice_payments"."method" in ('wallet', 'credit'))
);
--> statement-breakpoint
CREATE TABLE "tenancy_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenancy_id" uuid NOT NULL,
	"kind" varchar(12) NOT NULL,
	"period" date NOT NULL,
	"amount" integer NOT NULL,
	"paid" integer DEFAULT 0 NOT NULL,
	"due_date" date NOT NULL,
	"details" jsonb,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenancy_invoices_kind_check" CHECK ("tenancy_invoices"."kind" in ('rent', 'electricity', 'water', 'internet')),
	CONSTRAINT "tenancy_invoices_amount_check" CHECK ("tenancy_invoices"."amount" > 0),
	CONSTRAINT "tenancy_invoices_paid_check" CHECK ("tenancy_invoices"."paid" between 0 and "tenancy_invoices"."amount"),
	CONSTRAINT "tenancy_invoices_period_check" CHECK (extract(day from "tenancy_invoices"."period") = 1)
);
--> statement-breakpoint
ALTER TABLE "mpesa_payments" DROP CONSTRAINT "mpesa_payments_paid_check";--> statement-breakpoint
ALTER TABLE "mpesa_payments" ADD COLUMN "invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_tenancy_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."tenancy_invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_journal_id_ledger_transactions_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_invoices" ADD CONSTRAINT "tenancy_invoices_tenancy_id_tenancies_id_fk" FOREIGN KEY ("tenancy_id") REFERENCES "public"."tenancies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_invoices" ADD CONSTRAINT "tenancy_invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_id_idx" ON "invoice_payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tenancy_invoices_tenancy_kind_period_idx" ON "tenancy_invoices" USING btree ("tenancy_id","kind","period");--> statement-breakpoint
CREATE INDEX "tenancy_invoices_due_date_idx" ON "tenancy_invoices" USING btree ("due_date") WHERE "tenancy_invoices"."paid" < "tenancy_invoices"."amount";--> statement-breakpoint
ALTER TABLE "mpesa_payments" ADD CONSTRAINT "mpesa_payments_invoice_id_tenancy_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."tenancy_invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mpesa_payments" ADD CONSTRAINT "mpesa_payments_paid_check" CHECK ("mpesa_payments"."status" <> 'paid' or "mpesa_payments"."journal_id" is not null);