CREATE TABLE "lottery_liability" (
	"issue_id" bigint NOT NULL,
	"outcome" varchar(48) NOT NULL,
	"liability" bigint NOT NULL,
	"cap" bigint NOT NULL,
	CONSTRAINT "lottery_liability_issue_id_outcome_pk" PRIMARY KEY("issue_id","outcome"),
	CONSTRAINT "lottery_liability_ck" CHECK (liability >= 0)
);
--> statement-breakpoint
CREATE TABLE "lottery_limits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"game_id" bigint DEFAULT 0 NOT NULL,
	"play_type" varchar(24) DEFAULT '' NOT NULL,
	"min_stake" bigint,
	"max_stake" bigint,
	"max_multiple" integer,
	"max_order_payout" bigint,
	"max_member_issue_payout" bigint,
	"liability_cap" bigint,
	"liability_mode" varchar(8) DEFAULT 'refuse' NOT NULL,
	"alert_percent" smallint DEFAULT 80 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_limits_mode_ck" CHECK (liability_mode IN ('refuse', 'cut')),
	CONSTRAINT "lottery_limits_alert_ck" CHECK (alert_percent BETWEEN 1 AND 100),
	CONSTRAINT "lottery_limits_amounts_ck" CHECK (coalesce(min_stake, 1) > 0 AND coalesce(max_stake, 1) > 0 AND coalesce(max_multiple, 1) > 0
          AND coalesce(max_order_payout, 1) > 0 AND coalesce(max_member_issue_payout, 1) > 0
          AND coalesce(liability_cap, 1) > 0)
);
--> statement-breakpoint
CREATE TABLE "lottery_member_exposure" (
	"issue_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"payout" bigint NOT NULL,
	"cap" bigint NOT NULL,
	CONSTRAINT "lottery_member_exposure_issue_id_member_id_pk" PRIMARY KEY("issue_id","member_id"),
	CONSTRAINT "lottery_member_exposure_ck" CHECK (payout >= 0)
);
--> statement-breakpoint
CREATE TABLE "lottery_member_limits" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"max_stake" bigint,
	"max_multiple" integer,
	"max_order_payout" bigint,
	"max_member_issue_payout" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lottery_liability" ADD CONSTRAINT "lottery_liability_issue_id_lottery_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."lottery_issues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_limits" ADD CONSTRAINT "lottery_limits_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_member_exposure" ADD CONSTRAINT "lottery_member_exposure_issue_id_lottery_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."lottery_issues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_member_limits" ADD CONSTRAINT "lottery_member_limits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_member_limits" ADD CONSTRAINT "lottery_member_limits_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_limits_scope_uq" ON "lottery_limits" USING btree ("merchant_id","game_id","play_type");--> statement-breakpoint
CREATE INDEX "lottery_member_limits_merchant_ix" ON "lottery_member_limits" USING btree ("merchant_id");