CREATE TABLE "saved_search_matches" (
	"saved_search_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"alerted_at" timestamp with time zone,
	CONSTRAINT "saved_search_matches_saved_search_id_listing_id_pk" PRIMARY KEY("saved_search_id","listing_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" varchar(80) NOT NULL,
	"query_text" varchar(300) DEFAULT '' NOT NULL,
	"criteria" jsonb NOT NULL,
	"intent" varchar(4),
	"property_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"bedrooms_min" smallint,
	"bedrooms_max" smallint,
	"bathrooms_min" smallint,
	"bathrooms_max" smallint,
	"price_min" bigint,
	"price_max" bigint,
	"location_ids" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"amenity_mask" integer DEFAULT 0 NOT NULL,
	"frequency" varchar(7) NOT NULL,
	"unsubscribe_token" varchar(64) NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_frequency_check" CHECK ("saved_searches"."frequency" in ('instant', 'daily', 'off'))
);
--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_search_matches_pending_idx" ON "saved_search_matches" USING btree ("saved_search_id") WHERE "saved_search_matches"."alerted_at" is null;--> statement-breakpoint
CREATE INDEX "saved_search_matches_listing_idx" ON "saved_search_matches" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_unsubscribe_token_idx" ON "saved_searches" USING btree ("unsubscribe_token");