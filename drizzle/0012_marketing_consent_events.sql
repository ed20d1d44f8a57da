CREATE TABLE "marketing_consent_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"consented" boolean NOT NULL,
	"source" varchar(20) NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketing_consent_events_source_check" CHECK ("marketing_consent_events"."source" in ('profile', 'account-deleted'))
);
--> statement-breakpoint
ALTER TABLE "marketing_consent_events" ADD CONSTRAINT "marketing_consent_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "marketing_consent_events_user_id_recorded_at_idx" ON "marketing_consent_events" USING btree ("user_id","recorded_at");