CREATE TABLE "service_providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"business_name" varchar(80) NOT NULL,
	"categories" text[] NOT NULL,
	"areas" text[] NOT NULL,
	"city" varchar(80) NOT NULL,
	"price_from" integer NOT NULL,
	"availability" jsonb NOT NULL,
	"description" text NOT NULL,
	"photo_key" varchar(20) NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"rating_total" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_providers_price_from_check" CHECK ("service_providers"."price_from" >= 0),
	CONSTRAINT "service_providers_categories_check" CHECK (cardinality("service_providers"."categories") > 0),
	CONSTRAINT "service_providers_areas_check" CHECK (cardinality("service_providers"."areas") > 0),
	CONSTRAINT "service_providers_reviews_check" CHECK ("service_providers"."review_count" >= 0 and "service_providers"."rating_total" between "service_providers"."review_count" and 5 * "service_providers"."review_count")
);
--> statement-breakpoint
CREATE TABLE "service_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"customer_user_id" uuid NOT NULL,
	"category" varchar(20),
	"description" text NOT NULL,
	"address" varchar(200),
	"property_id" varchar(8),
	"scheduled_at" timestamp with time zone NOT NULL,
	"budget" integer,
	"status" varchar(10) DEFAULT 'requested' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_requests_status_check" CHECK ("service_requests"."status" in ('requested', 'accepted', 'declined', 'completed', 'cancelled')),
	CONSTRAINT "service_requests_budget_check" CHECK ("service_requests"."budget" is null or "service_requests"."budget" > 0)
);
--> statement-breakpoint
CREATE TABLE "service_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"customer_user_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_reviews_rating_check" CHECK ("service_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "service_providers" ADD CONSTRAINT "service_providers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_provider_id_service_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."service_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_customer_user_id_users_id_fk" FOREIGN KEY ("customer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_reviews" ADD CONSTRAINT "service_reviews_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_reviews" ADD CONSTRAINT "service_reviews_provider_id_service_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."service_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_reviews" ADD CONSTRAINT "service_reviews_customer_user_id_users_id_fk" FOREIGN KEY ("customer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "service_providers_user_id_idx" ON "service_providers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "service_providers_categories_idx" ON "service_providers" USING gin ("categories");--> statement-breakpoint
CREATE INDEX "service_requests_customer_idx" ON "service_requests" USING btree ("customer_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "service_requests_provider_idx" ON "service_requests" USING btree ("provider_id","scheduled_at");--> statement-breakpoint
CREATE UNIQUE INDEX "service_reviews_request_id_idx" ON "service_reviews" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "service_reviews_provider_idx" ON "service_reviews" USING btree ("provider_id","created_at" DESC NULLS LAST);