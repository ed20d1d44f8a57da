CREATE TABLE "provider_directory_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "provider_directory_version_one_row" CHECK ("provider_directory_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "provider_directory_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
-- Raises the version when a statement changed what a server's copy of the directory holds: a listed
-- provider's category or area bits or starting price, or who is listed. Statement-level with transition
-- tables, and only when a row really changed: the flag triggers of 0036 run an UPDATE of service_providers
-- for every sign-up, role and KYC change, nearly always of no row, and a review changes only the rating.
-- Raising it for those would make every server read the directory again for nothing.
CREATE FUNCTION "provider_directory_version_raise"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed boolean;
BEGIN
  -- One query per kind of statement: a query naming a transition table the trigger lacks would not plan.
  IF TG_OP = 'TRUNCATE' THEN
    changed := true;
  ELSIF TG_OP = 'INSERT' THEN
    changed := EXISTS (SELECT 1 FROM new_rows WHERE "listed");
  ELSIF TG_OP = 'DELETE' THEN
    changed := EXISTS (SELECT 1 FROM old_rows WHERE "listed");
  ELSE
    changed := EXISTS (
      SELECT 1 FROM old_rows o JOIN new_rows n ON n."id" = o."id"
      WHERE (o."listed" OR n."listed")
        AND (o."listed", o."category_mask", o."area_mask", o."price_from")
          IS DISTINCT FROM (n."listed", n."category_mask", n."area_mask", n."price_from")
    );
  END IF;
  IF changed THEN
    UPDATE "provider_directory_version" SET "version" = "version" + 1 WHERE "id" = 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "service_providers_directory_insert" AFTER INSERT ON "service_providers"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "provider_directory_version_raise"();
--> statement-breakpoint
CREATE TRIGGER "service_providers_directory_update" AFTER UPDATE ON "service_providers"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "provider_directory_version_raise"();
--> statement-breakpoint
CREATE TRIGGER "service_providers_directory_delete" AFTER DELETE ON "service_providers"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "provider_directory_version_raise"();
--> statement-breakpoint
CREATE TRIGGER "service_providers_directory_truncate" AFTER TRUNCATE ON "service_providers"
FOR EACH STATEMENT EXECUTE FUNCTION "provider_directory_version_raise"();
