CREATE TABLE "ledger_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" varchar(16) NOT NULL,
	"normal_side" varchar(6) NOT NULL,
	"user_id" uuid,
	"tenancy_id" uuid,
	"platform" varchar(20),
	"balance" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_owner_check" CHECK (("ledger_accounts"."kind" in ('wallet', 'earnings')) = ("ledger_accounts"."user_id" is not null)
        and ("ledger_accounts"."kind" = 'rent_receivable') = ("ledger_accounts"."tenancy_id" is not null)
        and ("ledger_accounts"."kind" = 'platform') = ("ledger_accounts"."platform" is not null)),
	CONSTRAINT "ledger_accounts_platform_check" CHECK ("ledger_accounts"."platform" in ('mpesa_clearing', 'bank_clearing', 'card_clearing', 'suspense', 'fees')),
	CONSTRAINT "ledger_accounts_normal_side_check" CHECK ("ledger_accounts"."normal_side" = case
        when "ledger_accounts"."kind" in ('wallet', 'earnings') then 'credit'
        when "ledger_accounts"."kind" = 'rent_receivable' then 'debit'
        when "ledger_accounts"."platform" in ('suspense', 'fees') then 'credit'
        else 'debit' end),
	CONSTRAINT "ledger_accounts_wallet_not_negative_check" CHECK ("ledger_accounts"."kind" <> 'wallet' or "ledger_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "ledger_postings_amount_check" CHECK ("ledger_postings"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" varchar(40) NOT NULL,
	"idempotency_key" varchar(120),
	"memo" varchar(200),
	"actor_id" uuid,
	"reverses_id" uuid,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transactions_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "ledger_transactions_reverses_id_unique" UNIQUE("reverses_id")
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_tenancy_id_tenancies_id_fk" FOREIGN KEY ("tenancy_id") REFERENCES "public"."tenancies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_reverses_id_ledger_transactions_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_kind_user_id_idx" ON "ledger_accounts" USING btree ("kind","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_tenancy_id_idx" ON "ledger_accounts" USING btree ("tenancy_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_platform_idx" ON "ledger_accounts" USING btree ("platform");--> statement-breakpoint
CREATE INDEX "ledger_postings_account_id_id_idx" ON "ledger_postings" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_postings_transaction_id_idx" ON "ledger_postings" USING btree ("transaction_id");--> statement-breakpoint
-- The ledger is append-only in the database itself, as the audit trail is (0009): any UPDATE, DELETE or
-- TRUNCATE of a journal transaction or a posting raises, whoever sends it. A correction is a reversing entry.
CREATE FUNCTION "ledger_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % is not allowed', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'restrict_violation',
          HINT = 'Post a reversing journal transaction instead of changing or removing one.';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_transactions_no_update_or_delete" BEFORE UPDATE OR DELETE ON "ledger_transactions"
FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "ledger_transactions_no_truncate" BEFORE TRUNCATE ON "ledger_transactions"
FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "ledger_postings_no_update_or_delete" BEFORE UPDATE OR DELETE ON "ledger_postings"
FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "ledger_postings_no_truncate" BEFORE TRUNCATE ON "ledger_postings"
FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
-- An account is never removed, nor changed into another account: only its cached balance moves.
CREATE FUNCTION "ledger_accounts_refuse_removal"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_accounts: an account is never removed (% is not allowed)', TG_OP
    USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_accounts_no_delete" BEFORE DELETE ON "ledger_accounts"
FOR EACH STATEMENT EXECUTE FUNCTION "ledger_accounts_refuse_removal"();
--> statement-breakpoint
CREATE TRIGGER "ledger_accounts_no_truncate" BEFORE TRUNCATE ON "ledger_accounts"
FOR EACH STATEMENT EXECUTE FUNCTION "ledger_accounts_refuse_removal"();
--> statement-breakpoint
CREATE FUNCTION "ledger_accounts_refuse_rename"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.id, NEW.kind, NEW.normal_side, NEW.user_id, NEW.tenancy_id, NEW.platform, NEW.created_at)
     IS DISTINCT FROM (OLD.id, OLD.kind, OLD.normal_side, OLD.user_id, OLD.tenancy_id, OLD.platform, OLD.created_at) THEN
    RAISE EXCEPTION 'ledger_accounts: only the cached balance may change'
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_accounts_only_balance_changes" BEFORE UPDATE ON "ledger_accounts"
FOR EACH ROW EXECUTE FUNCTION "ledger_accounts_refuse_rename"();
--> statement-breakpoint
-- Every statement that writes postings leaves each journal transaction it touched summing to zero, so no
-- code path (an ORM slip, a script) can write money that comes from nowhere. Checked once per statement,
-- over the rows it wrote, so a bulk load pays one grouped query, not one per row.
CREATE FUNCTION "ledger_postings_must_balance"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced uuid;
  total numeric;
BEGIN
  SELECT p.transaction_id, sum(p.amount) INTO unbalanced, total
  FROM "ledger_postings" p
  WHERE p.transaction_id IN (SELECT DISTINCT transaction_id FROM written)
  GROUP BY p.transaction_id
  HAVING sum(p.amount) <> 0
  LIMIT 1;
  IF unbalanced IS NOT NULL THEN
    RAISE EXCEPTION 'ledger transaction % does not balance: its postings sum to %, not 0', unbalanced, total
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_postings_balanced" AFTER INSERT ON "ledger_postings"
REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION "ledger_postings_must_balance"();
