CREATE TABLE "listing_view_days" (
	"listing_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "listing_view_days_listing_id_day_pk" PRIMARY KEY("listing_id","day")
);
--> statement-breakpoint
ALTER TABLE "listing_view_days" ADD CONSTRAINT "listing_view_days_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A tenancy that starts on a unit lets the unit's listing: out of search at once, whichever way the tenancy
-- began (an application approved, a tenant link confirmed, the landlord adding the tenant), so a let home is
-- never left advertised. A lister's own 'Mark let' does the same from the listing's side; the unit counts as
-- occupied from its active tenancy.
CREATE FUNCTION "listings_let_with_their_unit"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "listings" SET "status" = 'let', "updated_at" = now()
  WHERE "status" IN ('live', 'paused', 'pending')
    AND "id" IN (SELECT "listing_id" FROM "listing_submissions" WHERE "unit_id" = NEW."unit_id");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "tenancies_let_unit_listings" AFTER INSERT OR UPDATE OF "status", "unit_id" ON "tenancies"
FOR EACH ROW WHEN (NEW."status" = 'active') EXECUTE FUNCTION "listings_let_with_their_unit"();
