ALTER TABLE "contact_messages" ADD COLUMN "locale" varchar(2);--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "title_sw" varchar(120);--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "body_sw" varchar(500);--> statement-breakpoint
ALTER TABLE "abode_city_consultations" ADD COLUMN "locale" varchar(2);--> statement-breakpoint
ALTER TABLE "abode_city_quote_requests" ADD COLUMN "locale" varchar(2);