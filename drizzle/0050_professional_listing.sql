CREATE TABLE "listing_edit_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"state" varchar(12) DEFAULT 'proposed' NOT NULL,
	"title" varchar(140),
	"description" text,
	"photos" text[],
	"before_title" varchar(140) NOT NULL,
	"before_description" text NOT NULL,
	"before_photos" text[] NOT NULL,
	"proposed_by" uuid,
	"proposed_at" timestamp with time zone NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	CONSTRAINT "listing_edit_proposals_state_check" CHECK ("listing_edit_proposals"."state" in ('proposed', 'accepted', 'declined', 'superseded')),
	CONSTRAINT "listing_edit_proposals_decided_check" CHECK (("listing_edit_proposals"."state" = 'proposed') = ("listing_edit_proposals"."decided_at" is null))
);
--> statement-breakpoint
ALTER TABLE "listing_edit_proposals" ADD CONSTRAINT "listing_edit_proposals_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_edit_proposals" ADD CONSTRAINT "listing_edit_proposals_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_edit_proposals" ADD CONSTRAINT "listing_edit_proposals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_edit_proposals_open_idx" ON "listing_edit_proposals" USING btree ("listing_id") WHERE state = 'proposed';--> statement-breakpoint
CREATE INDEX "listing_edit_proposals_listing_idx" ON "listing_edit_proposals" USING btree ("listing_id","proposed_at");