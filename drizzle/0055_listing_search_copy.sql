CREATE TABLE "listing_search_epoch" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"epoch" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_search_epoch_one_row" CHECK ("listing_search_epoch"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "search_xid" "xid8";--> statement-breakpoint
CREATE INDEX "listings_search_xid_idx" ON "listings" USING btree ("search_xid") WHERE search_xid is not null;--> statement-breakpoint
COMMENT ON INDEX "listings_search_xid_idx" IS 'Serves each server''s read of the listings changed since its copy''s last read (search_xid >= $watermark, live-listing-directory.ts): an index range scan of the few rows marked since.';
--> statement-breakpoint
INSERT INTO "listing_search_epoch" ("id", "epoch") VALUES (1, 0);
--> statement-breakpoint
-- Marks a listing with the transaction that changed what the search's counts test, so each server's copy
-- of those facts reads only the rows changed since its last read. Not for other changes (a description, a
-- confirmation of freshness), which would only make every server read the row again for nothing.
CREATE FUNCTION "listings_search_xid_mark"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search_xid" := pg_current_xact_id();
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "listings_search_xid_insert" BEFORE INSERT ON "listings"
FOR EACH ROW EXECUTE FUNCTION "listings_search_xid_mark"();
--> statement-breakpoint
CREATE TRIGGER "listings_search_xid_update" BEFORE UPDATE ON "listings" FOR EACH ROW
WHEN ((OLD."status", OLD."intent", OLD."property_type", OLD."bedrooms", OLD."bathrooms", OLD."price",
    OLD."location_id", OLD."amenities")
  IS DISTINCT FROM (NEW."status", NEW."intent", NEW."property_type", NEW."bedrooms", NEW."bathrooms", NEW."price",
    NEW."location_id", NEW."amenities"))
EXECUTE FUNCTION "listings_search_xid_mark"();
--> statement-breakpoint
-- A deleted row leaves nothing for the read of changed rows to find: deleting a live listing raises the
-- epoch, and a server whose copy is of an older epoch reads every listing again. Deleting other rows does
-- not (a copy counts live listings only).
CREATE FUNCTION "listing_search_epoch_raise"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed boolean;
BEGIN
  -- Apart: a query naming a transition table the trigger lacks (TRUNCATE has none) would not plan.
  IF TG_OP = 'TRUNCATE' THEN
    changed := true;
  ELSE
    changed := EXISTS (SELECT 1 FROM old_rows WHERE "status" = 'live');
  END IF;
  IF changed THEN
    UPDATE "listing_search_epoch" SET "epoch" = "epoch" + 1 WHERE "id" = 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "listings_search_epoch_delete" AFTER DELETE ON "listings"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "listing_search_epoch_raise"();
--> statement-breakpoint
CREATE TRIGGER "listings_search_epoch_truncate" AFTER TRUNCATE ON "listings"
FOR EACH STATEMENT EXECUTE FUNCTION "listing_search_epoch_raise"();
--> statement-breakpoint
-- Statistics for search_xid (all null until rows change), so that each server's read of the rows changed
-- since its last read is planned on listings_search_xid_idx rather than as a scan of every listing.
ANALYZE "listings";
