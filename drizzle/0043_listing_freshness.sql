ALTER TABLE "listings" ADD COLUMN "confirmed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "stale_paused_at" timestamp with time zone;--> statement-breakpoint
-- Homes already listed count as confirmed when this arrives (now()), so none is asked about or leaves search
-- before its lister has had 30 days to see the rule.
COMMENT ON COLUMN "listings"."confirmed_at" IS 'Last known available (live, edited, resumed or confirmed): at 30 days the lister is asked, at 45 it leaves search';
