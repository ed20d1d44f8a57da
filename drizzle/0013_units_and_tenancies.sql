CREATE TABLE "property_units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" varchar(8) NOT NULL,
	"label" varchar(40) NOT NULL,
	"monthly_rent" integer NOT NULL,
	"deposit" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_units_rent_check" CHECK ("property_units"."monthly_rent" between 1 and 10000000),
	CONSTRAINT "property_units_deposit_check" CHECK ("property_units"."deposit" between 0 and 100000000)
);
--> statement-breakpoint
CREATE TABLE "tenancies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"link_id" uuid,
	"monthly_rent" integer NOT NULL,
	"deposit" integer NOT NULL,
	"due_day" smallint NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"status" varchar(10) DEFAULT 'active' NOT NULL,
	"paybill_account" varchar(12) NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_by" uuid,
	"ended_at" timestamp with time zone,
	CONSTRAINT "tenancies_status_check" CHECK ("tenancies"."status" in ('active', 'ended')),
	CONSTRAINT "tenancies_due_day_check" CHECK ("tenancies"."due_day" between 1 and 28),
	CONSTRAINT "tenancies_rent_check" CHECK ("tenancies"."monthly_rent" between 1 and 10000000),
	CONSTRAINT "tenancies_deposit_check" CHECK ("tenancies"."deposit" between 0 and 100000000),
	CONSTRAINT "tenancies_end_check" CHECK (("tenancies"."status" = 'active') = ("tenancies"."end_date" is null) and ("tenancies"."end_date" is null or "tenancies"."end_date" >= "tenancies"."start_date")),
	CONSTRAINT "tenancies_paybill_account_check" CHECK ("tenancies"."paybill_account" ~ '^[A-Z0-9]{4,12}$')
);
--> statement-breakpoint
ALTER TABLE "property_units" ADD CONSTRAINT "property_units_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancies" ADD CONSTRAINT "tenancies_unit_id_property_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."property_units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancies" ADD CONSTRAINT "tenancies_tenant_id_users_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancies" ADD CONSTRAINT "tenancies_link_id_tenant_properties_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."tenant_properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancies" ADD CONSTRAINT "tenancies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancies" ADD CONSTRAINT "tenancies_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "property_units_property_id_label_idx" ON "property_units" USING btree ("property_id",lower("label"));--> statement-breakpoint
CREATE UNIQUE INDEX "tenancies_one_active_per_unit_idx" ON "tenancies" USING btree ("unit_id") WHERE "tenancies"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "tenancies_paybill_account_idx" ON "tenancies" USING btree ("paybill_account");--> statement-breakpoint
CREATE INDEX "tenancies_tenant_id_idx" ON "tenancies" USING btree ("tenant_id");--> statement-breakpoint
ALTER TABLE "properties" DROP COLUMN "units";