CREATE TABLE "saved_billers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"biller_id" varchar(40) NOT NULL,
	"account" varchar(20) NOT NULL,
	"name" varchar(40) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_billers_name_check" CHECK (length(trim("saved_billers"."name")) > 0)
);
--> statement-breakpoint
ALTER TABLE "saved_billers" ADD CONSTRAINT "saved_billers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_billers_user_id_biller_id_account_idx" ON "saved_billers" USING btree ("user_id","biller_id","account");--> statement-breakpoint
CREATE INDEX "saved_billers_user_id_created_at_idx" ON "saved_billers" USING btree ("user_id","created_at");