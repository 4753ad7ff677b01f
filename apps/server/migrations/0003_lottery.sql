CREATE TABLE "lottery_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"issue_id" bigint NOT NULL,
	"line" smallint NOT NULL,
	"play_type" varchar(24) NOT NULL,
	"content" text NOT NULL,
	"money_mode" varchar(1) NOT NULL,
	"multiple" integer NOT NULL,
	"prize_group" integer NOT NULL,
	"tickets" integer NOT NULL,
	"amount" bigint NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"hold_transfer_id" bigint NOT NULL,
	"wallet" varchar(16) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "lottery_bets_amount_ck" CHECK (amount > 0 AND payout >= 0)
);
--> statement-breakpoint
CREATE TABLE "lottery_games" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"code" varchar(32) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"remark" varchar(64) NOT NULL,
	"group_id" integer NOT NULL,
	"group_code" varchar(16) NOT NULL,
	"label_name" varchar(32) NOT NULL,
	"lotto_mode" smallint DEFAULT 1 NOT NULL,
	"interval_seconds" integer NOT NULL,
	"lock_seconds" integer NOT NULL,
	"day_offset_seconds" integer DEFAULT 0 NOT NULL,
	"prize_group" integer DEFAULT 1950 NOT NULL,
	"default_play_type" varchar(24) NOT NULL,
	"web_icon_url" varchar(255),
	"live_video" boolean DEFAULT false NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "lottery_games_prize_group_ck" CHECK (prize_group BETWEEN 1700 AND 2000),
	CONSTRAINT "lottery_games_schedule_ck" CHECK (interval_seconds > 0 AND lock_seconds >= 0 AND lock_seconds < interval_seconds)
);
--> statement-breakpoint
CREATE TABLE "lottery_issues" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"game_id" bigint NOT NULL,
	"numero" varchar(20) NOT NULL,
	"open_at" timestamp with time zone NOT NULL,
	"lock_at" timestamp with time zone NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"seed" varchar(64) NOT NULL,
	"seed_hash" varchar(64) NOT NULL,
	"win_no" varchar(200),
	"status" varchar(8) DEFAULT 'open' NOT NULL,
	"drawn_at" timestamp with time zone,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lottery_jackpots" (
	"merchant_id" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"amount" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_jackpots_merchant_id_currency_pk" PRIMARY KEY("merchant_id","currency")
);
--> statement-breakpoint
CREATE TABLE "lottery_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"game_id" bigint NOT NULL,
	"order_number" varchar(32) NOT NULL,
	"request_id" varchar(64),
	"numero" varchar(20) NOT NULL,
	"chase_issues" integer DEFAULT 1 NOT NULL,
	"stop_on_win" boolean DEFAULT false NOT NULL,
	"total_amount" bigint NOT NULL,
	"wallet" varchar(16) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_order_id_lottery_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."lottery_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_issue_id_lottery_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."lottery_issues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_games" ADD CONSTRAINT "lottery_games_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_issues" ADD CONSTRAINT "lottery_issues_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_issues" ADD CONSTRAINT "lottery_issues_game_id_lottery_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."lottery_games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_jackpots" ADD CONSTRAINT "lottery_jackpots_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_orders" ADD CONSTRAINT "lottery_orders_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_orders" ADD CONSTRAINT "lottery_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_orders" ADD CONSTRAINT "lottery_orders_game_id_lottery_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."lottery_games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_bets_line_uq" ON "lottery_bets" USING btree ("order_id","issue_id","line");--> statement-breakpoint
CREATE INDEX "lottery_bets_issue_ix" ON "lottery_bets" USING btree ("issue_id","status","id");--> statement-breakpoint
CREATE INDEX "lottery_bets_won_ix" ON "lottery_bets" USING btree ("merchant_id","settled_at") WHERE status = 'won';--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_games_code_uq" ON "lottery_games" USING btree ("merchant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_issues_numero_uq" ON "lottery_issues" USING btree ("game_id","numero");--> statement-breakpoint
CREATE INDEX "lottery_issues_due_ix" ON "lottery_issues" USING btree ("status","draw_at");--> statement-breakpoint
CREATE INDEX "lottery_issues_game_draw_ix" ON "lottery_issues" USING btree ("game_id","draw_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_orders_number_uq" ON "lottery_orders" USING btree ("merchant_id","order_number");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_orders_request_uq" ON "lottery_orders" USING btree ("merchant_id","member_id","request_id");--> statement-breakpoint
CREATE INDEX "lottery_orders_member_ix" ON "lottery_orders" USING btree ("member_id","created_at");