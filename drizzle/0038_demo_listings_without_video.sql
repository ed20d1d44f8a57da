-- The demo data gave three in ten demo homes a made-up YouTube id (six ids, none a real tour), so their
-- Virtual Tour played nothing. The generator no longer invents them; this clears them from databases seeded
-- before, matching only those six addresses, so a tour link a lister gave is never touched.
UPDATE "listings" SET "video_url" = NULL
WHERE "video_url" IN (
  'https://www.youtube-nocookie.com/embed/dQ8mC1rGZ2k',
  'https://www.youtube-nocookie.com/embed/X9pT3nLk7aQ',
  'https://www.youtube-nocookie.com/embed/hR4vB2sWm8E',
  'https://www.youtube-nocookie.com/embed/L2kP9qZx1cV',
  'https://www.youtube-nocookie.com/embed/tN7wY5dF3gH',
  'https://www.youtube-nocookie.com/embed/Mb6jK8rS0uA'
);
