-- Keeps listing_live_counts equal to the number of live listings per intent (the search's `total`), so a
-- search reads one row instead of counting tens of thousands. Statement-level triggers with transition
-- tables: a 1,000-row seed INSERT costs one UPDATE per intent, not one per row. Rows are updated in intent
-- order so two concurrent writers cannot deadlock on them.
INSERT INTO "listing_live_counts" ("intent", "live") VALUES ('buy', 0), ('rent', 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
UPDATE "listing_live_counts" c
SET "live" = (SELECT count(*) FROM "listings" l WHERE l."status" = 'live' AND l."intent" = c."intent");
--> statement-breakpoint
CREATE FUNCTION "listing_live_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  change record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    FOR change IN
      SELECT "intent", count(*)::int AS delta FROM new_rows WHERE "status" = 'live' GROUP BY "intent" ORDER BY "intent"
    LOOP
      UPDATE "listing_live_counts" SET "live" = "live" + change.delta WHERE "intent" = change."intent";
    END LOOP;
  ELSIF TG_OP = 'DELETE' THEN
    FOR change IN
      SELECT "intent", -count(*)::int AS delta FROM old_rows WHERE "status" = 'live' GROUP BY "intent" ORDER BY "intent"
    LOOP
      UPDATE "listing_live_counts" SET "live" = "live" + change.delta WHERE "intent" = change."intent";
    END LOOP;
  ELSE
    FOR change IN
      SELECT "intent", sum(delta)::int AS delta
      FROM (
        SELECT "intent", 1 AS delta FROM new_rows WHERE "status" = 'live'
        UNION ALL
        SELECT "intent", -1 AS delta FROM old_rows WHERE "status" = 'live'
      ) changes
      GROUP BY "intent"
      HAVING sum(delta) <> 0
      ORDER BY "intent"
    LOOP
      UPDATE "listing_live_counts" SET "live" = "live" + change.delta WHERE "intent" = change."intent";
    END LOOP;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "listings_live_counts_insert" AFTER INSERT ON "listings"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "listing_live_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "listings_live_counts_update" AFTER UPDATE ON "listings"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "listing_live_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "listings_live_counts_delete" AFTER DELETE ON "listings"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "listing_live_counts_apply"();
--> statement-breakpoint
CREATE FUNCTION "listing_live_counts_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "listing_live_counts" SET "live" = 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "listings_live_counts_truncate" AFTER TRUNCATE ON "listings"
FOR EACH STATEMENT EXECUTE FUNCTION "listing_live_counts_reset"();
