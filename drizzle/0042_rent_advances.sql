CREATE TABLE "rent_advance_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"landlord_id" uuid NOT NULL,
	"advance_id" uuid,
	"category" varchar(20) NOT NULL,
	"document_path" varchar(300) NOT NULL,
	"file_label" varchar(120) NOT NULL,
	"content_type" varchar(40) NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rent_advance_documents_category_check" CHECK ("rent_advance_documents"."category" in ('ownership', 'tenancy_agreement', 'kra_pin'))
);
--> statement-breakpoint
CREATE TABLE "rent_advance_repayments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"advance_id" uuid NOT NULL,
	"journal_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rent_advance_repayments_amount_check" CHECK ("rent_advance_repayments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "rent_advance_tenancies" (
	"advance_id" uuid NOT NULL,
	"tenancy_id" uuid NOT NULL,
	"monthly_rent" integer NOT NULL,
	CONSTRAINT "rent_advance_tenancies_advance_id_tenancy_id_pk" PRIMARY KEY("advance_id","tenancy_id")
);
--> statement-breakpoint
CREATE TABLE "rent_advances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"landlord_id" uuid NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"requested_amount" integer NOT NULL,
	"amount" integer NOT NULL,
	"fee" integer NOT NULL,
	"repaid" integer DEFAULT 0 NOT NULL,
	"bank_account" varchar(10) NOT NULL,
	"account_number" varchar(16),
	"decline_reason" varchar(300),
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"disbursement_journal_id" uuid,
	"cleared_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rent_advances_status_check" CHECK ("rent_advances"."status" in ('pending', 'repaying', 'cleared', 'declined')),
	CONSTRAINT "rent_advances_amount_check" CHECK ("rent_advances"."amount" between 1 and "rent_advances"."requested_amount" and "rent_advances"."fee" >= 0),
	CONSTRAINT "rent_advances_repaid_check" CHECK ("rent_advances"."repaid" between 0 and "rent_advances"."amount" + "rent_advances"."fee"),
	CONSTRAINT "rent_advances_bank_account_check" CHECK ("rent_advances"."bank_account" in ('existing', 'will_open')),
	CONSTRAINT "rent_advances_paid_out_check" CHECK (("rent_advances"."status" in ('repaying', 'cleared')) = ("rent_advances"."disbursement_journal_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "rent_advance_documents" ADD CONSTRAINT "rent_advance_documents_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_advance_documents" ADD CONSTRAINT "rent_advance_documents_advance_id_rent_advances_id_fk" FOREIGN KEY ("advance_id") REFERENCES "public"."rent_advances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_advance_repayments" ADD CONSTRAINT "rent_advance_repayments_advance_id_rent_advances_id_fk" FOREIGN KEY ("advance_id") REFERENCES "public"."rent_advances"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_advance_repayments" ADD CONSTRAINT "rent_advance_repayments_journal_id_ledger_transactions_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_advance_repayments" ADD CONSTRAINT "rent_advance_repayments_invoice_id_tenancy_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."tenancy_invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_advance_tenancies" ADD CONSTRAINT "rent_advance_tenancies_advance_id_rent_advances_id_fk" FOREIGN KEY ("advance_id") REFERENCES "public"."rent_advances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_advance_tenancies" ADD CONSTRAINT "rent_advance_tenancies_tenancy_id_tenancies_id_fk" FOREIGN KEY ("tenancy_id") REFERENCES "public"."tenancies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_advances" ADD CONSTRAINT "rent_advances_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_advances" ADD CONSTRAINT "rent_advances_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_advances" ADD CONSTRAINT "rent_advances_disbursement_journal_id_ledger_transactions_id_fk" FOREIGN KEY ("disbursement_journal_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rent_advance_documents_draft_idx" ON "rent_advance_documents" USING btree ("landlord_id","category") WHERE "rent_advance_documents"."advance_id" is null;--> statement-breakpoint
CREATE INDEX "rent_advance_documents_advance_id_idx" ON "rent_advance_documents" USING btree ("advance_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rent_advance_documents_document_path_idx" ON "rent_advance_documents" USING btree ("document_path");--> statement-breakpoint
CREATE UNIQUE INDEX "rent_advance_repayments_advance_journal_idx" ON "rent_advance_repayments" USING btree ("advance_id","journal_id");--> statement-breakpoint
CREATE INDEX "rent_advance_tenancies_tenancy_id_idx" ON "rent_advance_tenancies" USING btree ("tenancy_id");--> statement-breakpoint
CREATE INDEX "rent_advances_landlord_id_idx" ON "rent_advances" USING btree ("landlord_id");--> statement-breakpoint
CREATE INDEX "rent_advances_pending_idx" ON "rent_advances" USING btree ("created_at") WHERE "rent_advances"."status" = 'pending';