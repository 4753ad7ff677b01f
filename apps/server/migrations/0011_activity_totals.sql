CREATE TABLE "member_activity" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"bet" bigint DEFAULT 0 NOT NULL,
	"bet_count" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"payout_count" bigint DEFAULT 0 NOT NULL,
	"deposit" bigint DEFAULT 0 NOT NULL,
	"deposit_count" bigint DEFAULT 0 NOT NULL,
	"withdraw" bigint DEFAULT 0 NOT NULL,
	"withdraw_count" bigint DEFAULT 0 NOT NULL,
	"last_bet_hour" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_activity_hours" (
	"member_id" bigint NOT NULL,
	"game_type" varchar(8) NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"merchant_id" integer NOT NULL,
	"bet" bigint DEFAULT 0 NOT NULL,
	"bet_count" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"payout_count" bigint DEFAULT 0 NOT NULL,
	"deposit" bigint DEFAULT 0 NOT NULL,
	"deposit_count" bigint DEFAULT 0 NOT NULL,
	"withdraw" bigint DEFAULT 0 NOT NULL,
	"withdraw_count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "member_activity_hours_pk" PRIMARY KEY("member_id","game_type","hour")
);
--> statement-breakpoint
CREATE TABLE "merchant_activity_hours" (
	"merchant_id" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"source" varchar(8) NOT NULL,
	"game_type" varchar(8) NOT NULL,
	"bet" bigint DEFAULT 0 NOT NULL,
	"bet_count" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"payout_count" bigint DEFAULT 0 NOT NULL,
	"deposit" bigint DEFAULT 0 NOT NULL,
	"deposit_count" bigint DEFAULT 0 NOT NULL,
	"withdraw" bigint DEFAULT 0 NOT NULL,
	"withdraw_count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "merchant_activity_hours_pk" PRIMARY KEY("merchant_id","currency","hour","source","game_type")
);
--> statement-breakpoint
CREATE INDEX "member_activity_bettors_ix" ON "member_activity" USING btree ("merchant_id","last_bet_hour");--> statement-breakpoint
CREATE INDEX "seamless_transactions_member_ix" ON "seamless_transactions" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "lottery_bets_member_settled_ix" ON "lottery_bets" USING btree ("member_id","settled_at");--> statement-breakpoint
CREATE INDEX "funding_requests_member_decided_ix" ON "funding_requests" USING btree ("member_id","decided_at");