CREATE TABLE "inbox_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint,
	"title" varchar(120) NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbox_reads" (
	"message_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_reads_member_id_message_id_pk" PRIMARY KEY("member_id","message_id")
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"type" varchar(2) NOT NULL,
	"title" varchar(120) NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"execution" varchar(1) DEFAULT 'B' NOT NULL,
	"group_name" varchar(40),
	"promotion_id" bigint,
	"image_url" text,
	"linkage" varchar(500),
	"linkage_type" varchar(3),
	"room_id" varchar(40),
	"node_id" varchar(40),
	"vendor" varchar(40),
	"platforms" varchar(3) DEFAULT 'WMA' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"start_at" timestamp with time zone DEFAULT now() NOT NULL,
	"end_at" timestamp with time zone,
	"status" varchar(1) DEFAULT 'A' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_application_images" (
	"application_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"merchant_id" integer NOT NULL,
	"content_type" varchar(16) NOT NULL,
	"bytes" "bytea" NOT NULL,
	"sha256" varchar(64) NOT NULL,
	CONSTRAINT "promotion_application_images_application_id_position_pk" PRIMARY KEY("application_id","position")
);
--> statement-breakpoint
CREATE TABLE "promotion_applications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"promotion_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"status" varchar(8) DEFAULT 'PENDING' NOT NULL,
	"remarks" varchar(140),
	"image_count" smallint DEFAULT 0 NOT NULL,
	"currency" varchar(3) NOT NULL,
	"bonus_amount" bigint NOT NULL,
	"decision_remarks" varchar(140),
	"decided_by_admin_id" bigint,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_bonuses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"promotion_id" bigint,
	"application_id" bigint,
	"source" varchar(16) NOT NULL,
	"title" varchar(120) NOT NULL,
	"claim_key" varchar(120) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"amount" bigint NOT NULL,
	"turnover_required" bigint NOT NULL,
	"covered_until" timestamp with time zone,
	"transfer_id" bigint NOT NULL,
	"remarks" varchar(140),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_bonuses_amount_ck" CHECK (amount > 0 AND turnover_required >= 0)
);
--> statement-breakpoint
CREATE TABLE "promotion_categories" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"name" varchar(60) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"category_id" bigint,
	"promotion_type" varchar(16) NOT NULL,
	"title" varchar(120) NOT NULL,
	"content" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone,
	"redirect" varchar(200),
	"external_link" varchar(500),
	"linked_promotion_id" bigint,
	"remark_required" boolean DEFAULT false NOT NULL,
	"image_required" boolean DEFAULT false NOT NULL,
	"image_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"currency" varchar(3) NOT NULL,
	"bonus_amount" bigint NOT NULL,
	"turnover_x100" integer DEFAULT 100 NOT NULL,
	"promo_code" varchar(32),
	"target" bigint,
	"rate_x100" integer,
	"within_days" smallint,
	"status" varchar(1) DEFAULT 'A' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_bonus_ck" CHECK (bonus_amount >= 0)
);
--> statement-breakpoint
CREATE TABLE "raffle_schedules" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"promotion_id" bigint NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rebate_rates" (
	"merchant_id" integer NOT NULL,
	"game_type" varchar(8) NOT NULL,
	"rate_x100" integer NOT NULL,
	CONSTRAINT "rebate_rates_merchant_id_game_type_pk" PRIMARY KEY("merchant_id","game_type"),
	CONSTRAINT "rebate_rates_ck" CHECK (rate_x100 >= 0 AND rate_x100 <= 10000)
);
--> statement-breakpoint
CREATE TABLE "vip_labels" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"label_name" varchar(40) NOT NULL,
	"type" varchar(8) DEFAULT 'AUTO' NOT NULL,
	"color" varchar(16),
	"rank_level" smallint NOT NULL,
	"deposit_required" bigint DEFAULT 0 NOT NULL,
	"bet_required" bigint DEFAULT 0 NOT NULL,
	"benefits" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_reads" ADD CONSTRAINT "inbox_reads_message_id_inbox_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."inbox_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_reads" ADD CONSTRAINT "inbox_reads_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_application_images" ADD CONSTRAINT "promotion_application_images_application_id_promotion_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."promotion_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_application_images" ADD CONSTRAINT "promotion_application_images_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_applications" ADD CONSTRAINT "promotion_applications_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_applications" ADD CONSTRAINT "promotion_applications_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_applications" ADD CONSTRAINT "promotion_applications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_bonuses" ADD CONSTRAINT "promotion_bonuses_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_bonuses" ADD CONSTRAINT "promotion_bonuses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_bonuses" ADD CONSTRAINT "promotion_bonuses_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_bonuses" ADD CONSTRAINT "promotion_bonuses_application_id_promotion_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."promotion_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_bonuses" ADD CONSTRAINT "promotion_bonuses_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_categories" ADD CONSTRAINT "promotion_categories_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_category_id_promotion_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."promotion_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_schedules" ADD CONSTRAINT "raffle_schedules_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_schedules" ADD CONSTRAINT "raffle_schedules_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_rates" ADD CONSTRAINT "rebate_rates_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_labels" ADD CONSTRAINT "vip_labels_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbox_messages_member_ix" ON "inbox_messages" USING btree ("merchant_id","member_id","created_at");--> statement-breakpoint
CREATE INDEX "notices_merchant_ix" ON "notices" USING btree ("merchant_id","status","type","start_at");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_applications_live_uq" ON "promotion_applications" USING btree ("promotion_id","member_id") WHERE status IN ('PENDING', 'APPROVED');--> statement-breakpoint
CREATE INDEX "promotion_applications_queue_ix" ON "promotion_applications" USING btree ("merchant_id","status","id");--> statement-breakpoint
CREATE INDEX "promotion_applications_member_ix" ON "promotion_applications" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_bonuses_claim_uq" ON "promotion_bonuses" USING btree ("merchant_id","claim_key");--> statement-breakpoint
CREATE INDEX "promotion_bonuses_member_ix" ON "promotion_bonuses" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_categories_name_uq" ON "promotion_categories" USING btree ("merchant_id","name");--> statement-breakpoint
CREATE INDEX "promotions_merchant_ix" ON "promotions" USING btree ("merchant_id","status","promotion_type");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_code_uq" ON "promotions" USING btree ("merchant_id","promo_code") WHERE promo_code IS NOT NULL;--> statement-breakpoint
CREATE INDEX "raffle_schedules_promotion_ix" ON "raffle_schedules" USING btree ("promotion_id","start_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_labels_rank_uq" ON "vip_labels" USING btree ("merchant_id","rank_level");