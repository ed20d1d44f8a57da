CREATE TABLE "listing_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"category" varchar(20) NOT NULL,
	"document_path" varchar(300) NOT NULL,
	"file_label" varchar(120) NOT NULL,
	"content_type" varchar(40) NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_documents_category_check" CHECK ("listing_documents"."category" in ('ownership', 'floor_plan', 'recent_photos', 'inspection_report'))
);
--> statement-breakpoint
CREATE TABLE "listing_submissions" (
	"listing_id" uuid PRIMARY KEY NOT NULL,
	"unit_id" uuid,
	"latitude" double precision,
	"longitude" double precision,
	"landmark" varchar(120),
	"submitted_at" timestamp with time zone,
	"review_note" varchar(1000),
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "listing_submissions_pin_check" CHECK (("listing_submissions"."latitude" is null) = ("listing_submissions"."longitude" is null))
);
--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "rating" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_documents" ADD CONSTRAINT "listing_documents_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_documents" ADD CONSTRAINT "listing_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_submissions" ADD CONSTRAINT "listing_submissions_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_submissions" ADD CONSTRAINT "listing_submissions_unit_id_property_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."property_units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_submissions" ADD CONSTRAINT "listing_submissions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_documents_listing_category_idx" ON "listing_documents" USING btree ("listing_id","category");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_documents_document_path_idx" ON "listing_documents" USING btree ("document_path");--> statement-breakpoint
CREATE INDEX "listing_submissions_unit_id_idx" ON "listing_submissions" USING btree ("unit_id") WHERE unit_id is not null;--> statement-breakpoint
CREATE INDEX "listing_submissions_submitted_at_idx" ON "listing_submissions" USING btree ("submitted_at") WHERE submitted_at is not null;