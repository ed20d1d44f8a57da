CREATE TABLE "step_up_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"purpose" varchar(40) NOT NULL,
	"failed_attempts" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"spent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfer_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"requester_id" uuid NOT NULL,
	"payer_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"note" varchar(140),
	"status" varchar(10) NOT NULL,
	"transfer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "transfer_requests_amount_check" CHECK ("transfer_requests"."amount" > 0),
	CONSTRAINT "transfer_requests_not_to_self_check" CHECK ("transfer_requests"."requester_id" <> "transfer_requests"."payer_id"),
	CONSTRAINT "transfer_requests_status_check" CHECK ("transfer_requests"."status" in ('pending', 'approved', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" varchar(12) NOT NULL,
	"sender_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"fee" integer DEFAULT 0 NOT NULL,
	"note" varchar(140),
	"status" varchar(10) NOT NULL,
	"failure_reason" varchar(300),
	"idempotency_key" varchar(100) NOT NULL,
	"request_fingerprint" varchar(64) NOT NULL,
	"request_id" uuid,
	"journal_id" uuid,
	"reversal_journal_id" uuid,
	"reversed_by" uuid,
	"reverse_reason" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reversed_at" timestamp with time zone,
	CONSTRAINT "transfers_reference_unique" UNIQUE("reference"),
	CONSTRAINT "transfers_amount_check" CHECK ("transfers"."amount" > 0 and "transfers"."fee" >= 0),
	CONSTRAINT "transfers_not_to_self_check" CHECK ("transfers"."sender_id" <> "transfers"."recipient_id"),
	CONSTRAINT "transfers_status_check" CHECK ("transfers"."status" in ('completed', 'failed', 'reversed')),
	CONSTRAINT "transfers_completed_check" CHECK ("transfers"."status" = 'failed' or "transfers"."journal_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "step_up_codes" ADD CONSTRAINT "step_up_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_requests" ADD CONSTRAINT "transfer_requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_requests" ADD CONSTRAINT "transfer_requests_payer_id_users_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_requests" ADD CONSTRAINT "transfer_requests_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_request_id_transfer_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."transfer_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_journal_id_ledger_transactions_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_reversal_journal_id_ledger_transactions_id_fk" FOREIGN KEY ("reversal_journal_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_reversed_by_users_id_fk" FOREIGN KEY ("reversed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "step_up_codes_user_id_created_at_idx" ON "step_up_codes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "transfer_requests_payer_id_created_at_idx" ON "transfer_requests" USING btree ("payer_id","created_at");--> statement-breakpoint
CREATE INDEX "transfer_requests_requester_id_created_at_idx" ON "transfer_requests" USING btree ("requester_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "transfers_sender_id_idempotency_key_idx" ON "transfers" USING btree ("sender_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "transfers_sender_id_created_at_idx" ON "transfers" USING btree ("sender_id","created_at");--> statement-breakpoint
CREATE INDEX "transfers_recipient_id_created_at_idx" ON "transfers" USING btree ("recipient_id","created_at");