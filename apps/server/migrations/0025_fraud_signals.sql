CREATE TABLE "fraud_flags" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"status" varchar(8) NOT NULL,
	"kinds" text[] NOT NULL,
	"flagged_at" timestamp with time zone NOT NULL,
	"cleared_at" timestamp with time zone,
	"cleared_by_admin_id" bigint,
	"cleared_by" varchar(32),
	"remarks" varchar(200)
);
--> statement-breakpoint
CREATE TABLE "fraud_rules" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"device" boolean DEFAULT false NOT NULL,
	"ip_range" boolean DEFAULT false NOT NULL,
	"ip_window_days" smallint DEFAULT 7 NOT NULL,
	"payee" boolean DEFAULT false NOT NULL,
	"bank_account" boolean DEFAULT false NOT NULL,
	"promotion" boolean DEFAULT false NOT NULL,
	"promotion_accounts" smallint DEFAULT 3 NOT NULL,
	"promotion_new_days" smallint DEFAULT 7 NOT NULL,
	"review_withdrawals" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fraud_signals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"value" varchar(100) NOT NULL,
	"member_id" bigint NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"linked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "funding_requests" ADD COLUMN "review_kinds" text[];--> statement-breakpoint
ALTER TABLE "fraud_flags" ADD CONSTRAINT "fraud_flags_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fraud_flags" ADD CONSTRAINT "fraud_flags_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fraud_rules" ADD CONSTRAINT "fraud_rules_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fraud_signals" ADD CONSTRAINT "fraud_signals_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fraud_signals" ADD CONSTRAINT "fraud_signals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fraud_flags_merchant_ix" ON "fraud_flags" USING btree ("merchant_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "fraud_signals_value_uq" ON "fraud_signals" USING btree ("merchant_id","kind","value","member_id");--> statement-breakpoint
CREATE INDEX "fraud_signals_member_ix" ON "fraud_signals" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "fraud_signals_linked_ix" ON "fraud_signals" USING btree ("merchant_id","linked_at") WHERE linked_at IS NOT NULL;