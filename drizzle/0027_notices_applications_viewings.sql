CREATE TABLE "notice_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"notice_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"unit_label" varchar(40) NOT NULL,
	"delivered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sms_status" varchar(10) DEFAULT 'queued' NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notice_recipients_sms_status_check" CHECK ("notice_recipients"."sms_status" in ('queued', 'sent', 'no_phone'))
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" varchar(8) NOT NULL,
	"sender_user_id" uuid,
	"template" varchar(24) NOT NULL,
	"title" varchar(120) NOT NULL,
	"message" varchar(1000) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rental_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"applicant_user_id" uuid NOT NULL,
	"host_user_id" uuid,
	"move_in_date" date NOT NULL,
	"household_size" smallint NOT NULL,
	"message" varchar(1000),
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"host_note" varchar(300),
	"tenancy_id" uuid,
	"decided_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_applications_status_check" CHECK ("rental_applications"."status" in ('pending', 'meeting', 'approved', 'declined')),
	CONSTRAINT "rental_applications_household_check" CHECK ("rental_applications"."household_size" between 1 and 20)
);
--> statement-breakpoint
ALTER TABLE "viewing_requests" ADD COLUMN "status" varchar(10) DEFAULT 'requested' NOT NULL;--> statement-breakpoint
ALTER TABLE "viewing_requests" ADD COLUMN "proposed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "viewing_requests" ADD COLUMN "host_note" varchar(300);--> statement-breakpoint
ALTER TABLE "viewing_requests" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "notice_recipients" ADD CONSTRAINT "notice_recipients_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_recipients" ADD CONSTRAINT "notice_recipients_tenant_id_users_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_applications" ADD CONSTRAINT "rental_applications_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_applications" ADD CONSTRAINT "rental_applications_applicant_user_id_users_id_fk" FOREIGN KEY ("applicant_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_applications" ADD CONSTRAINT "rental_applications_host_user_id_users_id_fk" FOREIGN KEY ("host_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_applications" ADD CONSTRAINT "rental_applications_tenancy_id_tenancies_id_fk" FOREIGN KEY ("tenancy_id") REFERENCES "public"."tenancies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_applications" ADD CONSTRAINT "rental_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notice_recipients_notice_tenant_idx" ON "notice_recipients" USING btree ("notice_id","tenant_id");--> statement-breakpoint
CREATE INDEX "notice_recipients_tenant_idx" ON "notice_recipients" USING btree ("tenant_id","delivered_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notices_property_created_idx" ON "notices" USING btree ("property_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "rental_applications_open_idx" ON "rental_applications" USING btree ("applicant_user_id","listing_id") WHERE "rental_applications"."status" in ('pending', 'meeting');--> statement-breakpoint
CREATE INDEX "rental_applications_applicant_idx" ON "rental_applications" USING btree ("applicant_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rental_applications_host_idx" ON "rental_applications" USING btree ("host_user_id","created_at" DESC NULLS LAST) WHERE host_user_id is not null;--> statement-breakpoint
CREATE INDEX "rental_applications_listing_idx" ON "rental_applications" USING btree ("listing_id");--> statement-breakpoint
ALTER TABLE "viewing_requests" ADD CONSTRAINT "viewing_requests_status_check" CHECK ("viewing_requests"."status" in ('requested', 'confirmed', 'proposed', 'declined', 'cancelled'));