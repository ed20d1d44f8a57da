ALTER TABLE "mpesa_callbacks" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mpesa_callbacks" ADD COLUMN "failed_attempts" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Callbacks kept before the inbox were applied as they came.
UPDATE "mpesa_callbacks" SET "handled_at" = "received_at";--> statement-breakpoint
CREATE INDEX "mpesa_callbacks_unhandled_idx" ON "mpesa_callbacks" USING btree ("received_at") WHERE "mpesa_callbacks"."handled_at" is null;