CREATE TABLE "auth_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token" text NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "auth_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_verification_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"phone" varchar(13) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"failed_attempts" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"spent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"first_name" varchar(50) NOT NULL,
	"last_name" varchar(50) DEFAULT '' NOT NULL,
	"phone" varchar(13),
	"account_type" varchar(20) NOT NULL,
	"phone_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"to" varchar(16) NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" uuid NOT NULL,
	"role" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_user_id_role_pk" PRIMARY KEY("user_id","role")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" varchar(254) NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_email_lowercase" CHECK ("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"user_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_pkey" PRIMARY KEY("user_id","listing_id")
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(140) NOT NULL,
	"description" text NOT NULL,
	"address" varchar(160) DEFAULT '' NOT NULL,
	"intent" varchar(4) NOT NULL,
	"property_type" varchar(12) NOT NULL,
	"bedrooms" smallint NOT NULL,
	"bathrooms" smallint NOT NULL,
	"sqft" integer NOT NULL,
	"price" bigint NOT NULL,
	"location_id" smallint NOT NULL,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"amenity_mask" integer GENERATED ALWAYS AS ((case when 'parking' = any(amenities) then 1 else 0 end) | (case when 'pool' = any(amenities) then 2 else 0 end) | (case when 'gym' = any(amenities) then 4 else 0 end) | (case when 'borehole' = any(amenities) then 8 else 0 end) | (case when 'generator' = any(amenities) then 16 else 0 end) | (case when 'cctv' = any(amenities) then 32 else 0 end) | (case when 'gated' = any(amenities) then 64 else 0 end) | (case when 'lift' = any(amenities) then 128 else 0 end) | (case when 'balcony' = any(amenities) then 256 else 0 end) | (case when 'garden' = any(amenities) then 512 else 0 end) | (case when 'dsq' = any(amenities) then 1024 else 0 end) | (case when 'furnished' = any(amenities) then 2048 else 0 end) | (case when 'pets' = any(amenities) then 4096 else 0 end) | (case when 'internet' = any(amenities) then 8192 else 0 end) | (case when 'water_tank' = any(amenities) then 16384 else 0 end) | (case when 'solar' = any(amenities) then 32768 else 0 end)) STORED NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"video_url" varchar(200),
	"condition" varchar(10),
	"rating" numeric(2, 1) NOT NULL,
	"host_user_id" uuid,
	"host_name" varchar(120) NOT NULL,
	"host_kind" varchar(8) NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"status" varchar(8) DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('english', address), 'B') || setweight(to_tsvector('english', description), 'C')) STORED NOT NULL,
	CONSTRAINT "listings_intent_check" CHECK ("listings"."intent" in ('rent', 'buy')),
	CONSTRAINT "listings_status_check" CHECK ("listings"."status" in ('draft', 'pending', 'live', 'let', 'sold')),
	CONSTRAINT "listings_host_kind_check" CHECK ("listings"."host_kind" in ('agency', 'owner')),
	CONSTRAINT "listings_rating_check" CHECK ("listings"."rating" between 3.0 and 5.0),
	CONSTRAINT "listings_condition_check" CHECK ("listings"."condition" is null or "listings"."condition" in ('excellent', 'very_good', 'good'))
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" "smallserial" PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"city" varchar(60) NOT NULL,
	"tier" varchar(10) NOT NULL,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "viewing_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"requester_user_id" uuid NOT NULL,
	"host_user_id" uuid,
	"scheduled_at" timestamp with time zone NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_user_id" uuid,
	"action" varchar(60) NOT NULL,
	"subject_type" varchar(40) NOT NULL,
	"subject_id" varchar(100) NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"document_type" varchar(40) NOT NULL,
	"document_category" varchar(30) NOT NULL,
	"document_path" varchar(300) NOT NULL,
	"file_label" varchar(120) NOT NULL,
	"content_type" varchar(40) NOT NULL,
	"size_bytes" integer NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"reviewer_id" uuid,
	"reviewed_at" timestamp with time zone,
	"rejection_reason" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kyc_documents_status_check" CHECK ("kyc_documents"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "kyc_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "storage_orphans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"object_key" varchar(300) NOT NULL,
	"reason" text NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storage_orphans_object_key_unique" UNIQUE("object_key")
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" varchar(8) PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"address" varchar(200) NOT NULL,
	"city" varchar(80) NOT NULL,
	"state" varchar(80) NOT NULL,
	"landlord_id" uuid NOT NULL,
	"caretaker_id" uuid,
	"units" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "properties_id_format_check" CHECK ("properties"."id" ~ '^ABD-[2-9A-HJ-NP-Z]{4}$')
);
--> statement-breakpoint
CREATE TABLE "tenant_properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"property_id" varchar(8) NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_properties_status_check" CHECK ("tenant_properties"."status" in ('pending', 'active', 'ended'))
);
--> statement-breakpoint
ALTER TABLE "auth_accounts" ADD CONSTRAINT "auth_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_verification_codes" ADD CONSTRAINT "phone_verification_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_host_user_id_users_id_fk" FOREIGN KEY ("host_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_requests" ADD CONSTRAINT "viewing_requests_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_requests" ADD CONSTRAINT "viewing_requests_requester_user_id_users_id_fk" FOREIGN KEY ("requester_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_requests" ADD CONSTRAINT "viewing_requests_host_user_id_users_id_fk" FOREIGN KEY ("host_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD CONSTRAINT "kyc_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_caretaker_id_users_id_fk" FOREIGN KEY ("caretaker_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_properties" ADD CONSTRAINT "tenant_properties_tenant_id_users_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_properties" ADD CONSTRAINT "tenant_properties_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_properties" ADD CONSTRAINT "tenant_properties_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_accounts_user_id_idx" ON "auth_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_sessions_user_id_idx" ON "auth_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_verifications_identifier_idx" ON "auth_verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "phone_verification_codes_user_id_created_at_idx" ON "phone_verification_codes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_to_created_at_idx" ON "sms_outbox" USING btree ("to","created_at");--> statement-breakpoint
CREATE INDEX "favourites_listing_id_idx" ON "favourites" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "listings_live_order_idx" ON "listings" USING btree ("intent","verified" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'live';--> statement-breakpoint
CREATE INDEX "listings_live_location_idx" ON "listings" USING btree ("intent","location_id","verified" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'live';--> statement-breakpoint
CREATE INDEX "listings_search_vector_idx" ON "listings" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "listings_host_user_id_idx" ON "listings" USING btree ("host_user_id") WHERE host_user_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "locations_name_idx" ON "locations" USING btree ("name");--> statement-breakpoint
CREATE INDEX "viewing_requests_requester_idx" ON "viewing_requests" USING btree ("requester_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "viewing_requests_host_idx" ON "viewing_requests" USING btree ("host_user_id","created_at" DESC NULLS LAST) WHERE host_user_id is not null;--> statement-breakpoint
CREATE INDEX "viewing_requests_listing_id_idx" ON "viewing_requests" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "audit_events_subject_idx" ON "audit_events" USING btree ("subject_type","subject_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_documents_user_id_category_idx" ON "kyc_documents" USING btree ("user_id","document_category");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_documents_document_path_idx" ON "kyc_documents" USING btree ("document_path");--> statement-breakpoint
CREATE INDEX "kyc_documents_status_idx" ON "kyc_documents" USING btree ("status");--> statement-breakpoint
CREATE INDEX "kyc_submissions_user_id_submitted_at_idx" ON "kyc_submissions" USING btree ("user_id","submitted_at");--> statement-breakpoint
CREATE INDEX "properties_landlord_id_idx" ON "properties" USING btree ("landlord_id");--> statement-breakpoint
CREATE INDEX "properties_caretaker_id_idx" ON "properties" USING btree ("caretaker_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tenant_properties_tenant_id_property_id_idx" ON "tenant_properties" USING btree ("tenant_id","property_id");--> statement-breakpoint
CREATE INDEX "tenant_properties_property_id_status_idx" ON "tenant_properties" USING btree ("property_id","status");