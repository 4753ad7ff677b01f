CREATE TABLE "game_favourites" (
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"game_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_favourites_member_id_game_id_pk" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_recent_plays" (
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"game_id" bigint NOT NULL,
	"last_played_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_recent_plays_member_id_game_id_pk" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint,
	"vendor_id" bigint NOT NULL,
	"game_id" bigint,
	"token_hash" varchar(64) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"wallet_code" varchar(16) NOT NULL,
	"trial" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "game_sessions_member_ck" CHECK (trial OR member_id IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "game_vendor_maintenance" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"vendor_id" bigint NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"message" varchar(255) DEFAULT '' NOT NULL,
	CONSTRAINT "game_vendor_maintenance_ck" CHECK (end_at > start_at)
);
--> statement-breakpoint
CREATE TABLE "game_vendors" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"code" varchar(40) NOT NULL,
	"display_name" varchar(60) NOT NULL,
	"game_type" varchar(8) NOT NULL,
	"small_icon" varchar(255),
	"large_icon" varchar(255),
	"sort" integer DEFAULT 0 NOT NULL,
	"card_kind" varchar(10) DEFAULT 'VASSALAGE' NOT NULL,
	"card_game_code" varchar(64),
	"mode" varchar(8) DEFAULT 'seamless' NOT NULL,
	"wallet_code" varchar(16),
	"secret" varchar(128) NOT NULL,
	"adapter" varchar(16) NOT NULL,
	"launch_url_template" varchar(500),
	"trial_url_template" varchar(500),
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "game_vendors_mode_ck" CHECK (mode IN ('seamless', 'transfer')),
	CONSTRAINT "game_vendors_card_ck" CHECK (card_kind IN ('game', 'VASSALAGE'))
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"vendor_id" bigint NOT NULL,
	"node_id" integer NOT NULL,
	"game_code" varchar(64) NOT NULL,
	"display_name" varchar(80) NOT NULL,
	"names" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"game_type" varchar(8) NOT NULL,
	"game_classify" varchar(2),
	"icon" varchar(255),
	"min_bet" bigint DEFAULT 0 NOT NULL,
	"min_line_num" integer DEFAULT 0 NOT NULL,
	"support_play" smallint DEFAULT 1 NOT NULL,
	"freeplay" smallint DEFAULT 0 NOT NULL,
	"hot" boolean DEFAULT false NOT NULL,
	"hot_sort" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"room_id" varchar(64),
	"app_new_window" boolean DEFAULT false NOT NULL,
	"lotto_game_code" varchar(32),
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seamless_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"vendor_id" bigint NOT NULL,
	"transaction_id" varchar(64) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"state" varchar(12) DEFAULT 'done' NOT NULL,
	"member_id" bigint NOT NULL,
	"session_id" bigint NOT NULL,
	"wallet_code" varchar(16) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"round_id" varchar(64) NOT NULL,
	"game_code" varchar(64) NOT NULL,
	"amount" bigint NOT NULL,
	"reference_transaction_id" varchar(64),
	"request_hash" varchar(64) NOT NULL,
	"response" jsonb NOT NULL,
	"transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seamless_transactions_amount_ck" CHECK (amount >= 0)
);
--> statement-breakpoint
ALTER TABLE "game_favourites" ADD CONSTRAINT "game_favourites_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_favourites" ADD CONSTRAINT "game_favourites_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_favourites" ADD CONSTRAINT "game_favourites_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_recent_plays" ADD CONSTRAINT "game_recent_plays_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_recent_plays" ADD CONSTRAINT "game_recent_plays_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_recent_plays" ADD CONSTRAINT "game_recent_plays_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_vendor_id_game_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."game_vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_vendor_maintenance" ADD CONSTRAINT "game_vendor_maintenance_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_vendor_maintenance" ADD CONSTRAINT "game_vendor_maintenance_vendor_id_game_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."game_vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_vendors" ADD CONSTRAINT "game_vendors_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_vendor_id_game_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."game_vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seamless_transactions" ADD CONSTRAINT "seamless_transactions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seamless_transactions" ADD CONSTRAINT "seamless_transactions_vendor_id_game_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."game_vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seamless_transactions" ADD CONSTRAINT "seamless_transactions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seamless_transactions" ADD CONSTRAINT "seamless_transactions_session_id_game_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."game_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_recent_plays_ix" ON "game_recent_plays" USING btree ("member_id","last_played_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_sessions_token_uq" ON "game_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "game_sessions_member_ix" ON "game_sessions" USING btree ("member_id","ended_at");--> statement-breakpoint
CREATE INDEX "game_vendor_maintenance_ix" ON "game_vendor_maintenance" USING btree ("vendor_id","end_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_vendors_code_uq" ON "game_vendors" USING btree ("merchant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "games_code_uq" ON "games" USING btree ("vendor_id","game_code");--> statement-breakpoint
CREATE UNIQUE INDEX "games_node_uq" ON "games" USING btree ("vendor_id","node_id");--> statement-breakpoint
CREATE INDEX "games_merchant_ix" ON "games" USING btree ("merchant_id","game_type","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "seamless_transactions_uq" ON "seamless_transactions" USING btree ("merchant_id","vendor_id","transaction_id");--> statement-breakpoint
CREATE INDEX "seamless_transactions_wins_ix" ON "seamless_transactions" USING btree ("merchant_id","created_at") WHERE kind = 'credit' AND amount > 0;