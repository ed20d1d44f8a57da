-- A phone number belongs to one account. Where several accounts verified the same number before this rule,
-- the earliest keeps it verified and the others must prove a number again (their next sign-in asks for a code).
UPDATE "profiles" AS later SET "phone_verified_at" = NULL
WHERE later."phone_verified_at" IS NOT NULL
  AND EXISTS (
    SELECT 1 FROM "profiles" AS earlier
    WHERE earlier."phone" = later."phone"
      AND earlier."phone_verified_at" IS NOT NULL
      AND (earlier."phone_verified_at", earlier."id") < (later."phone_verified_at", later."id")
  );--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_verified_phone_key" ON "profiles" USING btree ("phone") WHERE phone_verified_at is not null;
