CREATE TABLE "maintenance_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"actor_user_id" uuid,
	"action" varchar(20) NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maintenance_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"stage" varchar(10) NOT NULL,
	"object_key" varchar(120) NOT NULL,
	"content_type" varchar(40) NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_photos_stage_check" CHECK ("maintenance_photos"."stage" in ('report', 'completion'))
);
--> statement-breakpoint
CREATE TABLE "maintenance_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenancy_id" uuid NOT NULL,
	"property_id" varchar(8) NOT NULL,
	"tenant_id" uuid NOT NULL,
	"category" varchar(20) NOT NULL,
	"description" text NOT NULL,
	"urgency" varchar(10) NOT NULL,
	"access_notes" text DEFAULT '' NOT NULL,
	"status" varchar(15) DEFAULT 'reported' NOT NULL,
	"provider_id" uuid,
	"scheduled_date" date,
	"scheduled_window" varchar(11),
	"completion_note" text,
	"cost" integer,
	"rating" smallint,
	"rating_comment" text,
	"payment_journal_id" uuid,
	"acknowledged_at" timestamp with time zone,
	"escalated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_requests_status_check" CHECK ("maintenance_requests"."status" in ('reported', 'acknowledged', 'awaiting_info', 'in_hand', 'assigned', 'accepted', 'scheduled', 'completed', 'closed')),
	CONSTRAINT "maintenance_requests_urgency_check" CHECK ("maintenance_requests"."urgency" in ('emergency', 'soon', 'routine')),
	CONSTRAINT "maintenance_requests_cost_check" CHECK ("maintenance_requests"."cost" is null or "maintenance_requests"."cost" >= 0),
	CONSTRAINT "maintenance_requests_rating_check" CHECK ("maintenance_requests"."rating" is null or "maintenance_requests"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "maintenance_events" ADD CONSTRAINT "maintenance_events_request_id_maintenance_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."maintenance_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_events" ADD CONSTRAINT "maintenance_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_photos" ADD CONSTRAINT "maintenance_photos_request_id_maintenance_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."maintenance_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_photos" ADD CONSTRAINT "maintenance_photos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_tenancy_id_tenancies_id_fk" FOREIGN KEY ("tenancy_id") REFERENCES "public"."tenancies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_tenant_id_users_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_provider_id_service_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."service_providers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "maintenance_events_request_idx" ON "maintenance_events" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "maintenance_photos_request_idx" ON "maintenance_photos" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "maintenance_requests_tenant_idx" ON "maintenance_requests" USING btree ("tenant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "maintenance_requests_property_idx" ON "maintenance_requests" USING btree ("property_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "maintenance_requests_provider_idx" ON "maintenance_requests" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "maintenance_requests_escalation_idx" ON "maintenance_requests" USING btree ("created_at") WHERE "maintenance_requests"."urgency" = 'emergency' and "maintenance_requests"."status" = 'reported' and "maintenance_requests"."escalated_at" is null;