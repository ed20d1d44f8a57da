CREATE TABLE "abode_city_consultations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"mode" varchar(10) NOT NULL,
	"service" varchar(20),
	"notes" text DEFAULT '' NOT NULL,
	"requester_user_id" uuid,
	"name" varchar(100) NOT NULL,
	"phone" varchar(13) NOT NULL,
	"email" varchar(254) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "abode_city_consultations_mode_check" CHECK ("abode_city_consultations"."mode" in ('in-person', 'phone'))
);
--> statement-breakpoint
CREATE TABLE "abode_city_quote_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"object_key" varchar(200) NOT NULL,
	"file_name" varchar(120) NOT NULL,
	"content_type" varchar(40) NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "abode_city_quote_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"requester_user_id" uuid,
	"access_key_hash" varchar(64),
	"name" varchar(100) NOT NULL,
	"phone" varchar(13) NOT NULL,
	"email" varchar(254) NOT NULL,
	"service" varchar(20) NOT NULL,
	"location" varchar(60) NOT NULL,
	"size_value" double precision NOT NULL,
	"size_unit" varchar(5) NOT NULL,
	"budget" varchar(10) NOT NULL,
	"timeline" varchar(12) NOT NULL,
	"description" text NOT NULL,
	"status" varchar(10) DEFAULT 'requested' NOT NULL,
	"quote_items" jsonb,
	"quote_total" integer,
	"quote_valid_until" date,
	"quote_note" text,
	"quoted_at" timestamp with time zone,
	"quoted_by" uuid,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "abode_city_quote_requests_status_check" CHECK ("abode_city_quote_requests"."status" in ('requested', 'quoted', 'accepted')),
	CONSTRAINT "abode_city_quote_requests_quote_check" CHECK ("abode_city_quote_requests"."status" = 'requested' or ("abode_city_quote_requests"."quote_total" > 0 and "abode_city_quote_requests"."quote_valid_until" is not null)),
	CONSTRAINT "abode_city_quote_requests_owner_check" CHECK ("abode_city_quote_requests"."requester_user_id" is not null or "abode_city_quote_requests"."access_key_hash" is not null)
);
--> statement-breakpoint
ALTER TABLE "abode_city_consultations" ADD CONSTRAINT "abode_city_consultations_requester_user_id_users_id_fk" FOREIGN KEY ("requester_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abode_city_quote_files" ADD CONSTRAINT "abode_city_quote_files_request_id_abode_city_quote_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."abode_city_quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abode_city_quote_requests" ADD CONSTRAINT "abode_city_quote_requests_requester_user_id_users_id_fk" FOREIGN KEY ("requester_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abode_city_quote_requests" ADD CONSTRAINT "abode_city_quote_requests_quoted_by_users_id_fk" FOREIGN KEY ("quoted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "abode_city_consultations_slot_key" ON "abode_city_consultations" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "abode_city_quote_files_request_idx" ON "abode_city_quote_files" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "abode_city_quote_requests_requester_idx" ON "abode_city_quote_requests" USING btree ("requester_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "abode_city_quote_requests_status_idx" ON "abode_city_quote_requests" USING btree ("status","created_at");