CREATE TABLE "mpesa_callbacks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" varchar(20) NOT NULL,
	"external_id" varchar(80),
	"body" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mpesa_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"method" varchar(8) NOT NULL,
	"status" varchar(8) NOT NULL,
	"user_id" uuid,
	"tenancy_id" uuid,
	"amount" integer NOT NULL,
	"phone" varchar(64) NOT NULL,
	"account_reference" varchar(40) NOT NULL,
	"checkout_request_id" varchar(80),
	"merchant_request_id" varchar(80),
	"receipt" varchar(40),
	"result_code" integer,
	"result_desc" varchar(300),
	"idempotency_key" varchar(100),
	"request_fingerprint" varchar(100),
	"journal_id" uuid,
	"query_attempts" smallint DEFAULT 0 NOT NULL,
	"next_query_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "mpesa_payments_checkout_request_id_unique" UNIQUE("checkout_request_id"),
	CONSTRAINT "mpesa_payments_receipt_unique" UNIQUE("receipt"),
	CONSTRAINT "mpesa_payments_amount_check" CHECK ("mpesa_payments"."amount" > 0),
	CONSTRAINT "mpesa_payments_status_check" CHECK ("mpesa_payments"."status" in ('pending', 'paid', 'failed')),
	CONSTRAINT "mpesa_payments_method_check" CHECK ("mpesa_payments"."method" in ('stk', 'paybill')),
	CONSTRAINT "mpesa_payments_paid_check" CHECK ("mpesa_payments"."status" <> 'paid' or "mpesa_payments"."journal_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "wallet_numbers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"number" varchar(12) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_numbers_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "mpesa_payments" ADD CONSTRAINT "mpesa_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mpesa_payments" ADD CONSTRAINT "mpesa_payments_tenancy_id_tenancies_id_fk" FOREIGN KEY ("tenancy_id") REFERENCES "public"."tenancies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mpesa_payments" ADD CONSTRAINT "mpesa_payments_journal_id_ledger_transactions_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_numbers" ADD CONSTRAINT "wallet_numbers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mpesa_callbacks_external_id_idx" ON "mpesa_callbacks" USING btree ("external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mpesa_payments_user_id_idempotency_key_idx" ON "mpesa_payments" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "mpesa_payments_user_id_created_at_idx" ON "mpesa_payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "mpesa_payments_pending_idx" ON "mpesa_payments" USING btree ("next_query_at") WHERE "mpesa_payments"."status" = 'pending';