DROP INDEX "service_providers_categories_idx";--> statement-breakpoint
ALTER TABLE "service_providers" ADD COLUMN "listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "service_providers" ADD COLUMN "verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "service_providers_listed_categories_idx" ON "service_providers" USING gin ("categories") WHERE "service_providers"."listed";--> statement-breakpoint
CREATE INDEX "service_providers_listed_areas_idx" ON "service_providers" USING gin ("areas") WHERE "service_providers"."listed";--> statement-breakpoint
CREATE INDEX "service_providers_listed_count_idx" ON "service_providers" USING btree ("price_from","categories","areas") WHERE "service_providers"."listed";--> statement-breakpoint
CREATE INDEX "service_providers_listed_rank_idx" ON "service_providers" USING btree ("verified" desc,("rating_total"::float8 / nullif("review_count", 0)) desc nulls last,"review_count" desc,jsonb_array_length("availability" -> 'days') desc,"created_at" desc,"id" desc) WHERE "service_providers"."listed";--> statement-breakpoint
-- service_providers.listed and .verified, kept by the database: listed while the owner's phone is verified
-- and they hold the service_provider role (listedJoin in provider-rows.ts), verified while their three
-- required KYC documents are approved (requiredKycCategories: id_front, id_back, selfie). The search then
-- ranks one table through its partial indexes instead of joining profiles and user_roles and aggregating
-- kyc_documents for every provider of every search. provider-flags.test.ts checks both against those
-- definitions after every kind of change.
--
-- Whoever computes an owner's flags first locks the owner's users row (FOR NO KEY UPDATE: foreign-key
-- checks, which take KEY SHARE, pass) and reads after it, each statement with a fresh snapshot, so a
-- provider profile created while the owner's KYC or phone changes in another transaction cannot keep
-- flags computed before that change: one of the two waits for the other and then sees it.
CREATE FUNCTION "service_provider_flags"("owner" uuid, OUT "listed" boolean, OUT "verified" boolean)
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "users" WHERE "id" = "owner" FOR NO KEY UPDATE;
  "listed" := EXISTS (SELECT 1 FROM "profiles" WHERE "id" = "owner" AND "phone_verified_at" IS NOT NULL)
    AND EXISTS (SELECT 1 FROM "user_roles" WHERE "user_id" = "owner" AND "role" = 'service_provider');
  "verified" := (
    SELECT count(*) FROM "kyc_documents"
    WHERE "user_id" = "owner" AND "status" = 'approved' AND "document_category" IN ('id_front', 'id_back', 'selfie')
  ) = 3;
END
$$;
--> statement-breakpoint
-- A provider row's own flags, computed whenever it is written with another owner or someone writes them.
CREATE FUNCTION "service_providers_own_flags"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT f."listed", f."verified" INTO NEW."listed", NEW."verified" FROM "service_provider_flags"(NEW."user_id") f;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "service_providers_flags" BEFORE INSERT OR UPDATE OF "user_id", "listed", "verified"
ON "service_providers" FOR EACH ROW EXECUTE FUNCTION "service_providers_own_flags"();
--> statement-breakpoint
-- After a change to a profile, a role or a KYC document: the flags of its owner (old and new) again, written
-- only when they changed. TG_ARGV[0] names the table's owner column.
CREATE FUNCTION "service_providers_refresh_flags"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "owner" uuid;
  "flags" record;
BEGIN
  FOREACH "owner" IN ARRAY ARRAY[
    CASE WHEN TG_OP <> 'INSERT' THEN (to_jsonb(OLD) ->> TG_ARGV[0])::uuid END,
    CASE WHEN TG_OP <> 'DELETE' THEN (to_jsonb(NEW) ->> TG_ARGV[0])::uuid END
  ] LOOP
    CONTINUE WHEN "owner" IS NULL;
    -- Two statements: the UPDATE's snapshot is taken after the lock the flags function waits for.
    SELECT * INTO "flags" FROM "service_provider_flags"("owner");
    UPDATE "service_providers" SET "listed" = "flags"."listed", "verified" = "flags"."verified"
    WHERE "user_id" = "owner" AND ("listed", "verified") IS DISTINCT FROM ("flags"."listed", "flags"."verified");
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "profiles_service_provider_flags" AFTER INSERT OR DELETE OR UPDATE OF "id", "phone_verified_at"
ON "profiles" FOR EACH ROW EXECUTE FUNCTION "service_providers_refresh_flags"('id');
--> statement-breakpoint
CREATE TRIGGER "user_roles_service_provider_flags" AFTER INSERT OR DELETE OR UPDATE OF "user_id", "role"
ON "user_roles" FOR EACH ROW EXECUTE FUNCTION "service_providers_refresh_flags"('user_id');
--> statement-breakpoint
CREATE TRIGGER "kyc_documents_service_provider_flags"
AFTER INSERT OR DELETE OR UPDATE OF "user_id", "status", "document_category"
ON "kyc_documents" FOR EACH ROW EXECUTE FUNCTION "service_providers_refresh_flags"('user_id');
--> statement-breakpoint
-- The existing providers: writing "listed" makes service_providers_flags compute both.
UPDATE "service_providers" SET "listed" = "listed";
