CREATE INDEX "invoice_payments_journal_id_idx" ON "invoice_payments" USING btree ("journal_id");--> statement-breakpoint
CREATE INDEX "money_out_transfers_hold_journal_id_idx" ON "money_out_transfers" USING btree ("hold_journal_id");--> statement-breakpoint
CREATE INDEX "money_out_transfers_outcome_journal_id_idx" ON "money_out_transfers" USING btree ("outcome_journal_id") WHERE "money_out_transfers"."outcome_journal_id" is not null;--> statement-breakpoint
CREATE INDEX "money_out_transfers_recapture_journal_id_idx" ON "money_out_transfers" USING btree ("recapture_journal_id") WHERE "money_out_transfers"."recapture_journal_id" is not null;--> statement-breakpoint
CREATE INDEX "transfers_journal_id_idx" ON "transfers" USING btree ("journal_id") WHERE "transfers"."journal_id" is not null;--> statement-breakpoint
CREATE INDEX "transfers_reversal_journal_id_idx" ON "transfers" USING btree ("reversal_journal_id") WHERE "transfers"."reversal_journal_id" is not null;