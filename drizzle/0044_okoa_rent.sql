CREATE TABLE "okoa_rent_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"tenancy_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"status" varchar(10) NOT NULL,
	"amount_requested" integer NOT NULL,
	"repay_by" date NOT NULL,
	"rate_percent" smallint NOT NULL,
	"monthly_income" integer NOT NULL,
	"employer" varchar(120) NOT NULL,
	"account_number" varchar(12) NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decline_reason" varchar(300),
	"loan_principal" integer,
	"loan_fee" integer,
	"loan_total" integer,
	"loan_repaid" integer DEFAULT 0 NOT NULL,
	"disbursement_journal_id" uuid,
	"invoice_payment_id" uuid,
	"repaid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "okoa_rent_applications_account_number_unique" UNIQUE("account_number"),
	CONSTRAINT "okoa_rent_applications_status_check" CHECK ("okoa_rent_applications"."status" in ('pending', 'declined', 'open', 'overdue', 'repaid')),
	CONSTRAINT "okoa_rent_applications_amount_check" CHECK ("okoa_rent_applications"."amount_requested" > 0),
	CONSTRAINT "okoa_rent_applications_loan_check" CHECK (("okoa_rent_applications"."status" in ('open', 'overdue', 'repaid')) = ("okoa_rent_applications"."loan_total" is not null)
        and "okoa_rent_applications"."loan_repaid" between 0 and coalesce("okoa_rent_applications"."loan_total", 0))
);
--> statement-breakpoint
CREATE TABLE "okoa_rent_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"application_id" uuid,
	"category" varchar(20) NOT NULL,
	"document_path" varchar(300) NOT NULL,
	"file_label" varchar(200) NOT NULL,
	"content_type" varchar(80) NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "okoa_rent_documents_document_path_unique" UNIQUE("document_path"),
	CONSTRAINT "okoa_rent_documents_category_check" CHECK ("okoa_rent_documents"."category" in ('rental_agreement', 'statements', 'proof_of_income'))
);
--> statement-breakpoint
CREATE TABLE "okoa_rent_repayments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"source" varchar(8) NOT NULL,
	"journal_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "okoa_rent_repayments_journal_id_unique" UNIQUE("journal_id"),
	CONSTRAINT "okoa_rent_repayments_amount_check" CHECK ("okoa_rent_repayments"."amount" > 0),
	CONSTRAINT "okoa_rent_repayments_source_check" CHECK ("okoa_rent_repayments"."source" in ('wallet', 'stk', 'paybill'))
);
--> statement-breakpoint
ALTER TABLE "invoice_payments" DROP CONSTRAINT "invoice_payments_method_check";--> statement-breakpoint
ALTER TABLE "mpesa_payments" ADD COLUMN "loan_id" uuid;--> statement-breakpoint
ALTER TABLE "okoa_rent_applications" ADD CONSTRAINT "okoa_rent_applications_tenant_id_users_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "okoa_rent_applications" ADD CONSTRAINT "okoa_rent_applications_tenancy_id_tenancies_id_fk" FOREIGN KEY ("tenancy_id") REFERENCES "public"."tenancies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "okoa_rent_applications" ADD CONSTRAINT "okoa_rent_applications_invoice_id_tenancy_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."tenancy_invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "okoa_rent_applications" ADD CONSTRAINT "okoa_rent_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "okoa_rent_applications" ADD CONSTRAINT "okoa_rent_applications_disbursement_journal_id_ledger_transactions_id_fk" FOREIGN KEY ("disbursement_journal_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "okoa_rent_applications" ADD CONSTRAINT "okoa_rent_applications_invoice_payment_id_invoice_payments_id_fk" FOREIGN KEY ("invoice_payment_id") REFERENCES "public"."invoice_payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "okoa_rent_documents" ADD CONSTRAINT "okoa_rent_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "okoa_rent_documents" ADD CONSTRAINT "okoa_rent_documents_application_id_okoa_rent_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."okoa_rent_applications"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "okoa_rent_repayments" ADD CONSTRAINT "okoa_rent_repayments_application_id_okoa_rent_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."okoa_rent_applications"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "okoa_rent_repayments" ADD CONSTRAINT "okoa_rent_repayments_journal_id_ledger_transactions_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "okoa_rent_applications_one_open_idx" ON "okoa_rent_applications" USING btree ("tenant_id") WHERE "okoa_rent_applications"."status" in ('pending', 'open', 'overdue');--> statement-breakpoint
CREATE INDEX "okoa_rent_applications_status_idx" ON "okoa_rent_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "okoa_rent_applications_tenant_idx" ON "okoa_rent_applications" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "okoa_rent_documents_draft_idx" ON "okoa_rent_documents" USING btree ("user_id","category") WHERE "okoa_rent_documents"."application_id" is null;--> statement-breakpoint
CREATE INDEX "okoa_rent_documents_application_idx" ON "okoa_rent_documents" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "okoa_rent_repayments_application_idx" ON "okoa_rent_repayments" USING btree ("application_id");--> statement-breakpoint
ALTER TABLE "mpesa_payments" ADD CONSTRAINT "mpesa_payments_loan_id_okoa_rent_applications_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."okoa_rent_applications"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_method_check" CHECK ("invoice_payments"."method" in ('wallet', 'credit', 'lender'));