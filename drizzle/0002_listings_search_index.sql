CREATE TABLE "listing_live_counts" (
	"intent" varchar(4) PRIMARY KEY NOT NULL,
	"live" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_live_counts_live_check" CHECK ("listing_live_counts"."live" >= 0)
);
--> statement-breakpoint
DROP INDEX "listings_live_order_idx";--> statement-breakpoint
CREATE INDEX "listings_live_order_idx" ON "listings" USING btree ("intent","verified" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"location_id","property_type","bedrooms","bathrooms","price","amenity_mask") WHERE status = 'live';