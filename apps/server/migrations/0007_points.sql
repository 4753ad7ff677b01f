CREATE TABLE "point_configs" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"exchange_rate_e4" bigint NOT NULL,
	"live_bet_e4" bigint DEFAULT 0 NOT NULL,
	"lotto_bet_e4" bigint DEFAULT 0 NOT NULL,
	"pvp_bet_e4" bigint DEFAULT 0 NOT NULL,
	"rng_bet_e4" bigint DEFAULT 0 NOT NULL,
	"sport_bet_e4" bigint DEFAULT 0 NOT NULL,
	"deposit_e4" bigint DEFAULT 0 NOT NULL,
	"earn_from" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_configs_rates_ck" CHECK (exchange_rate_e4 > 0 AND live_bet_e4 >= 0 AND lotto_bet_e4 >= 0 AND pvp_bet_e4 >= 0
          AND rng_bet_e4 >= 0 AND sport_bet_e4 >= 0 AND deposit_e4 >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_earnings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"source" varchar(4) NOT NULL,
	"source_id" bigint NOT NULL,
	"points" bigint NOT NULL,
	"transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_earnings_points_ck" CHECK (points >= 0)
);
--> statement-breakpoint
CREATE TABLE "reward_redemptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"reward_id" bigint NOT NULL,
	"reward_name" varchar(120) NOT NULL,
	"redeem_type" varchar(2) NOT NULL,
	"quantity" integer NOT NULL,
	"points" bigint NOT NULL,
	"money" bigint NOT NULL,
	"currency" varchar(3) NOT NULL,
	"points_transfer_id" bigint,
	"money_transfer_id" bigint,
	"status" varchar(1) DEFAULT 'P' NOT NULL,
	"request_key" varchar(120) NOT NULL,
	"province" varchar(64),
	"remarks" varchar(140),
	"telphone" varchar(20),
	"address" varchar(200),
	"recipient_name" varchar(64),
	"line" varchar(64),
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"decision_remarks" varchar(140),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_redemptions_amounts_ck" CHECK (quantity > 0 AND points >= 0 AND money >= 0),
	CONSTRAINT "reward_redemptions_status_ck" CHECK (status IN ('P', 'R', 'A'))
);
--> statement-breakpoint
CREATE TABLE "reward_types" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"chinese_name" varchar(64) DEFAULT '' NOT NULL,
	"i18n_str" varchar(2000)
);
--> statement-breakpoint
CREATE TABLE "rewards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"price_points" bigint,
	"mp_points" bigint,
	"mp_money" bigint,
	"display_pm" boolean DEFAULT false NOT NULL,
	"inventory" integer NOT NULL,
	"redeemed_count" integer DEFAULT 0 NOT NULL,
	"description" varchar(4000) DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rewards_inventory_ck" CHECK (inventory >= 0 AND redeemed_count >= 0),
	CONSTRAINT "rewards_prices_ck" CHECK ((price_points IS NULL OR price_points > 0) AND (mp_points IS NULL OR mp_points >= 0)
          AND (mp_money IS NULL OR mp_money >= 0))
);
--> statement-breakpoint
ALTER TABLE "point_configs" ADD CONSTRAINT "point_configs_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_earnings" ADD CONSTRAINT "point_earnings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_earnings" ADD CONSTRAINT "point_earnings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_earnings" ADD CONSTRAINT "point_earnings_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD CONSTRAINT "reward_redemptions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD CONSTRAINT "reward_redemptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD CONSTRAINT "reward_redemptions_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD CONSTRAINT "reward_redemptions_points_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("points_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD CONSTRAINT "reward_redemptions_money_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("money_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_types" ADD CONSTRAINT "reward_types_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "point_earnings_source_uq" ON "point_earnings" USING btree ("source","source_id");--> statement-breakpoint
CREATE INDEX "point_earnings_member_ix" ON "point_earnings" USING btree ("merchant_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_redemptions_request_uq" ON "reward_redemptions" USING btree ("merchant_id","request_key");--> statement-breakpoint
CREATE INDEX "reward_redemptions_member_ix" ON "reward_redemptions" USING btree ("merchant_id","member_id","created_at");--> statement-breakpoint
CREATE INDEX "reward_redemptions_status_ix" ON "reward_redemptions" USING btree ("merchant_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_types_uq" ON "reward_types" USING btree ("merchant_id","type_id");--> statement-breakpoint
CREATE INDEX "rewards_merchant_ix" ON "rewards" USING btree ("merchant_id","active","type_id","sort_order");