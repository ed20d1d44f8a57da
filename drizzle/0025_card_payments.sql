CREATE TABLE "card_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" varchar(8) NOT NULL,
	"amount" integer NOT NULL,
	"fee" integer NOT NULL,
	"total" integer NOT NULL,
	"reference" varchar(64) NOT NULL,
	"provider" varchar(16) DEFAULT 'paystack' NOT NULL,
	"authorization_url" varchar(500),
	"provider_transaction_id" bigint,
	"failure_reason" varchar(300),
	"failure_message" varchar(300),
	"card_last4" varchar(4),
	"idempotency_key" varchar(100) NOT NULL,
	"request_fingerprint" varchar(100) NOT NULL,
	"journal_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "card_payments_reference_unique" UNIQUE("reference"),
	CONSTRAINT "card_payments_provider_transaction_id_unique" UNIQUE("provider_transaction_id"),
	CONSTRAINT "card_payments_amount_check" CHECK ("card_payments"."amount" > 0 and "card_payments"."fee" >= 0),
	CONSTRAINT "card_payments_total_check" CHECK ("card_payments"."total" = "card_payments"."amount" + "card_payments"."fee"),
	CONSTRAINT "card_payments_status_check" CHECK ("card_payments"."status" in ('pending', 'paid', 'failed')),
	CONSTRAINT "card_payments_paid_check" CHECK ("card_payments"."status" <> 'paid' or "card_payments"."journal_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_journal_id_ledger_transactions_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_payments_user_id_idempotency_key_idx" ON "card_payments" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "card_payments_user_id_created_at_idx" ON "card_payments" USING btree ("user_id","created_at");