CREATE TABLE "bank_deposit_references" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"reference" varchar(10) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_deposit_references_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "bank_deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bank_transaction_id" varchar(80) NOT NULL,
	"source" varchar(12) NOT NULL,
	"credited_to" varchar(8) NOT NULL,
	"user_id" uuid,
	"reference_typed" varchar(140) NOT NULL,
	"amount" integer NOT NULL,
	"payer_name" varchar(140),
	"value_date" varchar(10),
	"journal_id" uuid NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_deposits_bank_transaction_id_unique" UNIQUE("bank_transaction_id"),
	CONSTRAINT "bank_deposits_amount_check" CHECK ("bank_deposits"."amount" > 0),
	CONSTRAINT "bank_deposits_source_check" CHECK ("bank_deposits"."source" in ('notification', 'statement')),
	CONSTRAINT "bank_deposits_credited_to_check" CHECK ("bank_deposits"."credited_to" in ('wallet', 'suspense')),
	CONSTRAINT "bank_deposits_owner_check" CHECK ("bank_deposits"."credited_to" = 'suspense' or "bank_deposits"."user_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "bank_deposit_references" ADD CONSTRAINT "bank_deposit_references_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_deposits" ADD CONSTRAINT "bank_deposits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_deposits" ADD CONSTRAINT "bank_deposits_journal_id_ledger_transactions_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_deposits_user_id_received_at_idx" ON "bank_deposits" USING btree ("user_id","received_at");--> statement-breakpoint
CREATE INDEX "bank_deposits_suspense_idx" ON "bank_deposits" USING btree ("received_at") WHERE "bank_deposits"."credited_to" = 'suspense' and "bank_deposits"."user_id" is null;