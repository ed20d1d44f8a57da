-- Each index of the listings feature says in the database which query it serves, so whoever reads a plan or
-- \di+ sees why it exists. The same words are beside each index in src/server/db/schema/listings.ts; keep
-- the two in step (a later migration re-runs COMMENT ON INDEX when a reason changes).
COMMENT ON INDEX "listings_pkey" IS 'Serves reading listings by id: a search page''s cards (listing-rows.ts selectSummaries, id = any), GET /api/listings/:id (get-listing.ts), the live check before a favourite or a viewing request (find-live-listing.ts, merge-favourites.ts), the joins from favourites and viewing requests, and the foreign keys to listings.';
--> statement-breakpoint
COMMENT ON INDEX "listings_live_order_idx" IS 'Serves the search (search-ranking.ts): live listings of one intent in page order (verified, newest, id), carrying every column a criterion tests, so homes meeting every criterion are an index scan that stops once the page is full, and scoring every live listing of an intent (the last stage) reads this index only.';
--> statement-breakpoint
COMMENT ON INDEX "listings_live_location_idx" IS 'Serves the search''s location stage (search-ranking.ts): every live listing of one intent in the asked locations (location_id in (...)), scored from the index alone, and single-location full matches in page order.';
--> statement-breakpoint
COMMENT ON INDEX "listings_live_type_idx" IS 'Serves the search''s type stage (search-ranking.ts): every live listing of one intent of the asked property types outside the asked locations, scored from the index alone, and type-led full matches in page order.';
--> statement-breakpoint
COMMENT ON INDEX "listings_search_vector_idx" IS 'Serves the search''s text relevance (search-ranking.ts): the homes whose text mentions any free word, search_vector @@ (plainto_tsquery(''english'', $w1) || ...), so ts_rank is computed for those homes only.';
--> statement-breakpoint
COMMENT ON INDEX "listings_host_user_id_idx" IS 'Serves the foreign key from users (deleting an account sets host_user_id to null) and a host''s own listings (the dashboard count, dashboard-counts.ts).';
--> statement-breakpoint
COMMENT ON INDEX "locations_pkey" IS 'Serves the join from a listing to its area (listing-rows.ts, get-listing.ts) and the foreign key from listings.location_id.';
--> statement-breakpoint
COMMENT ON INDEX "locations_name_idx" IS 'Serves locationIdsOf (location-ids.ts), which reads the ids of the asked areas before the search runs: the name in ($names) half of its lookup. Unique: the seed upserts locations by name with this as its conflict target.';
--> statement-breakpoint
COMMENT ON INDEX "locations_aliases_idx" IS 'Serves the other half of locationIdsOf''s lookup (location-ids.ts), aliases && $names: an area asked for by a stored nickname. GIN, as array overlap is not a btree test.';
--> statement-breakpoint
COMMENT ON INDEX "listing_live_counts_pkey" IS 'Serves the search''s total (search-listings.ts liveCount: the live count of one intent) and the triggers on listings that keep the counts.';
--> statement-breakpoint
COMMENT ON INDEX "favourites_pkey" IS 'Serves GET /api/favourites (one user''s rows, user_id first), and PUT and DELETE of one favourite (user_id, listing_id).';
--> statement-breakpoint
COMMENT ON INDEX "favourites_listing_id_idx" IS 'Serves the cascade when a listing is deleted (favourites.listing_id = $id).';
--> statement-breakpoint
COMMENT ON INDEX "viewing_requests_pkey" IS 'Keeps viewing request ids unique; the lists break created_at ties by id, and no query reads a single request by id yet.';
--> statement-breakpoint
COMMENT ON INDEX "viewing_requests_requester_idx" IS 'Serves GET /api/viewings (list-my-viewings.ts): the requester''s own requests, newest first.';
--> statement-breakpoint
COMMENT ON INDEX "viewing_requests_host_idx" IS 'Serves GET /api/viewings/hosted (list-hosted-viewings.ts): requests for the host''s listings, newest first.';
--> statement-breakpoint
COMMENT ON INDEX "viewing_requests_listing_id_idx" IS 'Serves the cascade when a listing is deleted (viewing_requests.listing_id = $id).';
