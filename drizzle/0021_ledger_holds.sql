ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_platform_check";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_normal_side_check";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_platform_check" CHECK ("ledger_accounts"."platform" in ('mpesa_clearing', 'bank_clearing', 'card_clearing', 'suspense', 'fees', 'holds'));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_normal_side_check" CHECK ("ledger_accounts"."normal_side" = case
        when "ledger_accounts"."kind" in ('wallet', 'earnings') then 'credit'
        when "ledger_accounts"."kind" = 'rent_receivable' then 'debit'
        when "ledger_accounts"."platform" in ('suspense', 'fees', 'holds') then 'credit'
        else 'debit' end);