CREATE TABLE "game_member_days" (
	"vendor_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"day" varchar(10) NOT NULL,
	"merchant_id" integer NOT NULL,
	"staked" bigint DEFAULT 0 NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "game_member_days_pk" PRIMARY KEY("vendor_id","member_id","day")
);
--> statement-breakpoint
CREATE TABLE "member_turnover" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"target" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "turnover_requirements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"source" varchar(8) NOT NULL,
	"reference" varchar(64) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"amount" bigint NOT NULL,
	"multiple_x100" integer NOT NULL,
	"required" bigint NOT NULL,
	"start_bet" bigint NOT NULL,
	"status" varchar(8) DEFAULT 'OPEN' NOT NULL,
	"waived_by_admin_id" bigint,
	"waived_at" timestamp with time zone,
	"waive_remarks" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "turnover_requirements_ck" CHECK (required > 0 AND start_bet >= 0 AND status IN ('OPEN', 'WAIVED'))
);
--> statement-breakpoint
CREATE TABLE "turnover_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"deposit_x100" integer DEFAULT 0 NOT NULL,
	"bonus_x100" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_vendors" ADD COLUMN "max_win_per_round" bigint;--> statement-breakpoint
ALTER TABLE "game_vendors" ADD COLUMN "max_daily_win" bigint;--> statement-breakpoint
ALTER TABLE "seamless_transactions" ADD COLUMN "hold_reason" varchar(8);--> statement-breakpoint
ALTER TABLE "seamless_transactions" ADD COLUMN "reviewed_by_admin_id" bigint;--> statement-breakpoint
ALTER TABLE "seamless_transactions" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "game_member_days" ADD CONSTRAINT "game_member_days_vendor_id_game_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."game_vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_member_days" ADD CONSTRAINT "game_member_days_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_member_days" ADD CONSTRAINT "game_member_days_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_turnover" ADD CONSTRAINT "member_turnover_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_turnover" ADD CONSTRAINT "member_turnover_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnover_requirements" ADD CONSTRAINT "turnover_requirements_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnover_requirements" ADD CONSTRAINT "turnover_requirements_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnover_settings" ADD CONSTRAINT "turnover_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "turnover_requirements_ref_uq" ON "turnover_requirements" USING btree ("merchant_id","reference");--> statement-breakpoint
CREATE INDEX "turnover_requirements_member_ix" ON "turnover_requirements" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "seamless_transactions_held_ix" ON "seamless_transactions" USING btree ("merchant_id","id") WHERE hold_reason IS NOT NULL;