-- One row per open inbox, not per person. The rows are beats a few seconds old: they are dropped, not carried
-- over (an open inbox beats again within 10 s).
DELETE FROM "chat_staff_presence";--> statement-breakpoint
ALTER TABLE "chat_staff_presence" DROP CONSTRAINT "chat_staff_presence_pkey";--> statement-breakpoint
ALTER TABLE "chat_staff_presence" ADD COLUMN "id" uuid PRIMARY KEY NOT NULL;--> statement-breakpoint
CREATE INDEX "chat_staff_presence_seen_idx" ON "chat_staff_presence" USING btree ("seen_at");
