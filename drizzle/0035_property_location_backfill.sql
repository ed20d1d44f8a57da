-- A property from before its area was asked gets the one area its name, address and city name, as the
-- maintenance ranking guessed it (src/server/features/maintenance/get-maintenance-request.ts): an area's name or
-- alias as whole words, or a landmark standing for areas ('Ngong Road'). Where they name several, the one in
-- the property's own city; where that leaves none or several, location_id stays null and the ranking keeps
-- guessing. The vocabulary is src/common/locations as of this migration: only the demo seeds the locations
-- table, so the areas chosen here are added to it.
CREATE TEMPORARY TABLE "vocabulary_areas" ("name" varchar(60), "city" varchar(60), "tier" varchar(10), "aliases" text[], "latitude" double precision, "longitude" double precision);
--> statement-breakpoint
INSERT INTO "vocabulary_areas" VALUES
  ('Westlands', 'Nairobi', 'upmarket', ARRAY['Westie', 'Westy']::text[], -1.2676, 36.8108),
  ('Kilimani', 'Nairobi', 'upmarket', ARRAY['Kili']::text[], -1.2905, 36.7846),
  ('Kileleshwa', 'Nairobi', 'upmarket', ARRAY['Kile']::text[], -1.2797, 36.7807),
  ('Lavington', 'Nairobi', 'upmarket', ARRAY['Lavi', 'Lavy']::text[], -1.2787, 36.7673),
  ('Karen', 'Nairobi', 'luxury', ARRAY[]::text[], -1.3197, 36.7078),
  ('Gigiri', 'Nairobi', 'luxury', ARRAY['UN area']::text[], -1.2339, 36.8059),
  ('Runda', 'Nairobi', 'luxury', ARRAY[]::text[], -1.2146, 36.8131),
  ('Muthaiga', 'Nairobi', 'luxury', ARRAY[]::text[], -1.2486, 36.8358),
  ('Parklands', 'Nairobi', 'upmarket', ARRAY[]::text[], -1.262, 36.815),
  ('Riverside', 'Nairobi', 'upmarket', ARRAY['Riverside Drive']::text[], -1.2706, 36.8033),
  ('Upper Hill', 'Nairobi', 'upmarket', ARRAY['Upperhill']::text[], -1.2986, 36.8147),
  ('Spring Valley', 'Nairobi', 'luxury', ARRAY['Springvalley']::text[], -1.2456, 36.7869),
  ('Loresho', 'Nairobi', 'upmarket', ARRAY[]::text[], -1.2553, 36.7608),
  ('Kitisuru', 'Nairobi', 'luxury', ARRAY[]::text[], -1.2283, 36.7731),
  ('Lang''ata', 'Nairobi', 'middle', ARRAY['Langata']::text[], -1.3376, 36.7555),
  ('South B', 'Nairobi', 'middle', ARRAY['SouthB']::text[], -1.3106, 36.8356),
  ('South C', 'Nairobi', 'middle', ARRAY['SouthC']::text[], -1.32, 36.827),
  ('Nairobi West', 'Nairobi', 'middle', ARRAY[]::text[], -1.308, 36.819),
  ('Imara Daima', 'Nairobi', 'middle', ARRAY['Imara']::text[], -1.3325, 36.8814),
  ('Buruburu', 'Nairobi', 'middle', ARRAY['Buru', 'Buru Buru']::text[], -1.287, 36.877),
  ('Donholm', 'Nairobi', 'middle', ARRAY[]::text[], -1.296, 36.889),
  ('Ruaka', 'Kiambu', 'middle', ARRAY[]::text[], -1.209, 36.777),
  ('Roysambu', 'Nairobi', 'middle', ARRAY['TRM']::text[], -1.218, 36.888),
  ('Kasarani', 'Nairobi', 'budget', ARRAY[]::text[], -1.2231, 36.9029),
  ('Syokimau', 'Machakos', 'middle', ARRAY[]::text[], -1.3618, 36.9376),
  ('Umoja', 'Nairobi', 'budget', ARRAY[]::text[], -1.2832, 36.8985),
  ('Kayole', 'Nairobi', 'budget', ARRAY[]::text[], -1.276, 36.913),
  ('Utawala', 'Nairobi', 'budget', ARRAY[]::text[], -1.29, 36.96),
  ('Githurai', 'Nairobi', 'budget', ARRAY['Githurai 44', 'Githurai 45']::text[], -1.202, 36.909),
  ('Zimmerman', 'Nairobi', 'budget', ARRAY['Zimmermann']::text[], -1.211, 36.894),
  ('Kahawa', 'Nairobi', 'budget', ARRAY['Kahawa West', 'Kahawa Wendani', 'Kahawa Sukari']::text[], -1.185, 36.925),
  ('Ruiru', 'Kiambu', 'budget', ARRAY[]::text[], -1.146, 36.96),
  ('Juja', 'Kiambu', 'budget', ARRAY[]::text[], -1.102, 37.014),
  ('Thika', 'Kiambu', 'budget', ARRAY[]::text[], -1.0333, 37.0693),
  ('Kinoo', 'Kiambu', 'budget', ARRAY[]::text[], -1.253, 36.693),
  ('Kikuyu', 'Kiambu', 'budget', ARRAY[]::text[], -1.246, 36.663),
  ('Rongai', 'Kajiado', 'budget', ARRAY['Ongata Rongai']::text[], -1.3963, 36.7622),
  ('Ngong', 'Kajiado', 'budget', ARRAY[]::text[], -1.3614, 36.655),
  ('Kitengela', 'Kajiado', 'budget', ARRAY[]::text[], -1.4753, 36.9593),
  ('Athi River', 'Machakos', 'budget', ARRAY['Athi', 'Athiriver', 'Mavoko']::text[], -1.4565, 36.9783),
  ('Nyali', 'Mombasa', 'upmarket', ARRAY[]::text[], -4.026, 39.71),
  ('Bamburi', 'Mombasa', 'middle', ARRAY[]::text[], -3.999, 39.718),
  ('Milimani (Kisumu)', 'Kisumu', 'middle', ARRAY['Milimani', 'Kisumu Milimani']::text[], -0.1035, 34.7525),
  ('Milimani (Nakuru)', 'Nakuru', 'middle', ARRAY['Milimani', 'Nakuru Milimani']::text[], -0.2905, 36.0745),
  ('Nairobi CBD', 'Nairobi', 'middle', ARRAY['City Centre', 'City Center', 'Downtown', 'Tao']::text[], -1.2864, 36.8172);
--> statement-breakpoint
CREATE TEMPORARY TABLE "vocabulary_landmarks" ("phrase" text, "areas" text[]);
--> statement-breakpoint
INSERT INTO "vocabulary_landmarks" VALUES
  ('thika road', ARRAY['Roysambu', 'Kasarani', 'Githurai', 'Kahawa', 'Ruiru', 'Juja']::text[]),
  ('thika rd', ARRAY['Roysambu', 'Kasarani', 'Githurai', 'Kahawa', 'Ruiru', 'Juja']::text[]),
  ('thika superhighway', ARRAY['Roysambu', 'Kasarani', 'Githurai', 'Kahawa', 'Ruiru', 'Juja']::text[]),
  ('superhighway', ARRAY['Roysambu', 'Kasarani', 'Githurai', 'Kahawa', 'Ruiru', 'Juja']::text[]),
  ('mombasa road', ARRAY['Syokimau', 'Athi River', 'Imara Daima']::text[]),
  ('mombasa rd', ARRAY['Syokimau', 'Athi River', 'Imara Daima']::text[]),
  ('msa road', ARRAY['Syokimau', 'Athi River', 'Imara Daima']::text[]),
  ('ngong road', ARRAY['Kilimani', 'Lavington', 'Karen', 'Ngong']::text[]),
  ('ngong rd', ARRAY['Kilimani', 'Lavington', 'Karen', 'Ngong']::text[]),
  ('un', ARRAY['Gigiri']::text[]),
  ('near the un', ARRAY['Gigiri']::text[]),
  ('united nations', ARRAY['Gigiri']::text[]),
  ('unon', ARRAY['Gigiri']::text[]),
  ('village market', ARRAY['Gigiri']::text[]),
  ('eastlands', ARRAY['Buruburu', 'Donholm', 'Umoja', 'Kayole', 'Utawala']::text[]),
  ('cbd', ARRAY['Nairobi CBD']::text[]),
  ('town', ARRAY['Nairobi CBD']::text[]);
--> statement-breakpoint
CREATE TEMPORARY TABLE "property_areas" AS
WITH "texts" AS (
  SELECT "id", "city", concat_ws(' ', "name", "address", "city") AS "text"
  FROM "properties"
  WHERE "location_id" IS NULL
), "terms" AS (
  SELECT "name" AS "area", unnest(array_prepend("name"::text, "aliases")) AS "term" FROM "vocabulary_areas"
  UNION ALL
  SELECT unnest("areas"), "phrase" FROM "vocabulary_landmarks"
), "named" AS (
  -- Whole words, any case: the term with neither a letter nor a digit either side of it.
  SELECT DISTINCT "texts"."id", "texts"."city" AS "property_city", "terms"."area"
  FROM "texts"
  JOIN "terms" ON "texts"."text" ~* ('(^|[^[:alnum:]])' || regexp_replace("terms"."term", '([.*+?^${}()|\[\]\\])', '\\\1', 'g') || '($|[^[:alnum:]])')
), "counted" AS (
  SELECT "named"."id", "named"."area",
    lower("vocabulary_areas"."city") = lower("named"."property_city") AS "in_city",
    count(*) OVER (PARTITION BY "named"."id") AS "areas",
    count(*) FILTER (WHERE lower("vocabulary_areas"."city") = lower("named"."property_city")) OVER (PARTITION BY "named"."id") AS "areas_in_city"
  FROM "named"
  JOIN "vocabulary_areas" ON "vocabulary_areas"."name" = "named"."area"
)
SELECT "id", "area" FROM "counted" WHERE "areas" = 1 OR ("in_city" AND "areas_in_city" = 1);
--> statement-breakpoint
INSERT INTO "locations" ("name", "city", "tier", "aliases", "latitude", "longitude")
SELECT "name", "city", "tier", "aliases", "latitude", "longitude" FROM "vocabulary_areas"
WHERE "name" IN (SELECT "area" FROM "property_areas")
ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
UPDATE "properties" SET "location_id" = "locations"."id"
FROM "property_areas"
JOIN "locations" ON "locations"."name" = "property_areas"."area"
WHERE "properties"."id" = "property_areas"."id" AND "properties"."location_id" IS NULL;
--> statement-breakpoint
DROP TABLE "property_areas";
--> statement-breakpoint
DROP TABLE "vocabulary_landmarks";
--> statement-breakpoint
DROP TABLE "vocabulary_areas";
