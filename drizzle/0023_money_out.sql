CREATE TABLE "money_out_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"source" varchar(8) NOT NULL,
	"rail" varchar(8) NOT NULL,
	"command_id" varchar(20) NOT NULL,
	"party_b" varchar(20) NOT NULL,
	"account_reference" varchar(20),
	"counterparty" varchar(40),
	"destination_label" varchar(120) NOT NULL,
	"amount" integer NOT NULL,
	"fee" integer NOT NULL,
	"status" varchar(10) NOT NULL,
	"failure_reason" varchar(300),
	"result_code" integer,
	"request_ref" varchar(64) NOT NULL,
	"originator_conversation_id" varchar(80),
	"conversation_id" varchar(80),
	"transaction_id" varchar(40),
	"receiver_name" varchar(120),
	"hold_journal_id" uuid NOT NULL,
	"outcome_journal_id" uuid,
	"recapture_journal_id" uuid,
	"idempotency_key" varchar(100) NOT NULL,
	"request_fingerprint" varchar(64) NOT NULL,
	"schedule_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "money_out_transfers_request_ref_unique" UNIQUE("request_ref"),
	CONSTRAINT "money_out_transfers_originator_conversation_id_unique" UNIQUE("originator_conversation_id"),
	CONSTRAINT "money_out_transfers_conversation_id_unique" UNIQUE("conversation_id"),
	CONSTRAINT "money_out_transfers_transaction_id_unique" UNIQUE("transaction_id"),
	CONSTRAINT "money_out_transfers_amount_check" CHECK ("money_out_transfers"."amount" > 0 and "money_out_transfers"."fee" >= 0),
	CONSTRAINT "money_out_transfers_status_check" CHECK ("money_out_transfers"."status" in ('pending', 'completed', 'failed', 'reversed')),
	CONSTRAINT "money_out_transfers_source_check" CHECK ("money_out_transfers"."source" in ('wallet', 'earnings')),
	CONSTRAINT "money_out_transfers_rail_check" CHECK ("money_out_transfers"."rail" in ('mpesa', 'bank', 'bill', 'till')),
	CONSTRAINT "money_out_transfers_settled_check" CHECK ("money_out_transfers"."status" = 'pending' or "money_out_transfers"."outcome_journal_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "payout_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"rail" varchar(8) NOT NULL,
	"destination" varchar(40) NOT NULL,
	"account_number" varchar(20),
	"max_amount" integer,
	"last_run_on" varchar(10),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_schedules_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "payout_schedules_weekday_check" CHECK ("payout_schedules"."weekday" between 0 and 6),
	CONSTRAINT "payout_schedules_rail_check" CHECK ("payout_schedules"."rail" in ('mpesa', 'bank'))
);
--> statement-breakpoint
ALTER TABLE "money_out_transfers" ADD CONSTRAINT "money_out_transfers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_out_transfers" ADD CONSTRAINT "money_out_transfers_hold_journal_id_ledger_transactions_id_fk" FOREIGN KEY ("hold_journal_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_out_transfers" ADD CONSTRAINT "money_out_transfers_outcome_journal_id_ledger_transactions_id_fk" FOREIGN KEY ("outcome_journal_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_out_transfers" ADD CONSTRAINT "money_out_transfers_recapture_journal_id_ledger_transactions_id_fk" FOREIGN KEY ("recapture_journal_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_schedules" ADD CONSTRAINT "payout_schedules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "money_out_transfers_user_id_idempotency_key_idx" ON "money_out_transfers" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "money_out_transfers_user_id_created_at_idx" ON "money_out_transfers" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "money_out_transfers_pending_idx" ON "money_out_transfers" USING btree ("created_at") WHERE "money_out_transfers"."status" = 'pending';