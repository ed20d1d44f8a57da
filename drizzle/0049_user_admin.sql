CREATE TABLE "account_suspensions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"reason" varchar(300) NOT NULL,
	"source" varchar(20) NOT NULL,
	"suspended_at" timestamp with time zone NOT NULL,
	"suspended_by_user_id" uuid,
	"paused_listing_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"restored_at" timestamp with time zone,
	"restored_by_user_id" uuid,
	"restore_reason" varchar(300),
	CONSTRAINT "account_suspensions_source_check" CHECK ("account_suspensions"."source" in ('back_office', 'listing_fraud')),
	CONSTRAINT "account_suspensions_restore_check" CHECK (("account_suspensions"."restored_at" is null) = ("account_suspensions"."restore_reason" is null))
);
--> statement-breakpoint
ALTER TABLE "account_suspensions" ADD CONSTRAINT "account_suspensions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_suspensions" ADD CONSTRAINT "account_suspensions_suspended_by_user_id_users_id_fk" FOREIGN KEY ("suspended_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_suspensions" ADD CONSTRAINT "account_suspensions_restored_by_user_id_users_id_fk" FOREIGN KEY ("restored_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_suspensions_user_id_idx" ON "account_suspensions" USING btree ("user_id","suspended_at");--> statement-breakpoint
CREATE UNIQUE INDEX "account_suspensions_one_open_idx" ON "account_suspensions" USING btree ("user_id") WHERE "account_suspensions"."restored_at" is null;--> statement-breakpoint
CREATE INDEX "profiles_phone_idx" ON "profiles" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "profiles_first_name_prefix_idx" ON "profiles" USING btree (lower("first_name") varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "profiles_last_name_prefix_idx" ON "profiles" USING btree (lower("last_name") varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_email_prefix_idx" ON "users" USING btree ("email" varchar_pattern_ops);