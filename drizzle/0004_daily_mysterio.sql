ALTER TABLE "profiles" ALTER COLUMN "first_name" SET DATA TYPE varchar(100);--> statement-breakpoint
ALTER TABLE "profiles" ALTER COLUMN "last_name" SET DATA TYPE varchar(100);--> statement-breakpoint
ALTER TABLE "profiles" ALTER COLUMN "last_name" SET DEFAULT '';