CREATE TABLE "money_out_status_queries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transfer_id" uuid NOT NULL,
	"originator_conversation_id" varchar(80) NOT NULL,
	"conversation_id" varchar(80) NOT NULL,
	"asked_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"outcome" varchar(20),
	"result_code" varchar(20),
	CONSTRAINT "money_out_status_queries_originator_conversation_id_unique" UNIQUE("originator_conversation_id"),
	CONSTRAINT "money_out_status_queries_conversation_id_unique" UNIQUE("conversation_id")
);
--> statement-breakpoint
ALTER TABLE "money_out_transfers" ADD COLUMN "status_queries" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "money_out_transfers" ADD COLUMN "next_status_query_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "money_out_status_queries" ADD CONSTRAINT "money_out_status_queries_transfer_id_money_out_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."money_out_transfers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "money_out_status_queries_transfer_id_idx" ON "money_out_status_queries" USING btree ("transfer_id");