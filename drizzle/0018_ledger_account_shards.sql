DROP INDEX "ledger_accounts_platform_idx";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_platform_shard_idx" ON "ledger_accounts" USING btree ("platform","shard");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_shard_check" CHECK ("ledger_accounts"."shard" between 0 and 63);