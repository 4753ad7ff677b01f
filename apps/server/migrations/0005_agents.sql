CREATE TABLE "agent_contract_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"contract_id" bigint NOT NULL,
	"action" varchar(10) NOT NULL,
	"from_status" varchar(1),
	"to_status" varchar(1) NOT NULL,
	"actor_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_contracts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"agent_id" bigint,
	"member_id" bigint NOT NULL,
	"product_type" varchar(8) DEFAULT 'ALL' NOT NULL,
	"computation_period" varchar(1) DEFAULT '' NOT NULL,
	"tiers" jsonb NOT NULL,
	"pending_tiers" jsonb,
	"downline_higher_rate" boolean DEFAULT false NOT NULL,
	"status" varchar(1) DEFAULT 'P' NOT NULL,
	"offered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_contracts_status_ck" CHECK (status IN ('P', 'E', 'V', 'R', 'C')),
	CONSTRAINT "agent_contracts_kind_ck" CHECK (kind IN ('DIVIDEND', 'DAILY_SALARY', 'HOUR_SALARY', 'REALTIME_SALARY'))
);
--> statement-breakpoint
CREATE TABLE "agent_payouts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"contract_id" bigint NOT NULL,
	"kind" varchar(16) NOT NULL,
	"member_id" bigint NOT NULL,
	"agent_id" bigint,
	"product_type" varchar(8) NOT NULL,
	"period_key" varchar(40) NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"business_day" varchar(10) NOT NULL,
	"bet_amount" bigint NOT NULL,
	"win_amount" bigint NOT NULL,
	"net_loss" bigint NOT NULL,
	"active_members" integer NOT NULL,
	"tier" smallint,
	"rate_type" varchar(1),
	"rate" varchar(16),
	"amount" bigint NOT NULL,
	"currency" varchar(3) NOT NULL,
	"status" varchar(14) NOT NULL,
	"transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_payouts_amount_ck" CHECK (amount >= 0),
	CONSTRAINT "agent_payouts_status_ck" CHECK (status IN ('PAID', 'NOT_QUALIFIED'))
);
--> statement-breakpoint
CREATE TABLE "agent_register_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"agent_id" bigint NOT NULL,
	"code" varchar(16) NOT NULL,
	"account_type" smallint DEFAULT 0 NOT NULL,
	"remark" varchar(60),
	"enabled" boolean DEFAULT true NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_register_codes_type_ck" CHECK (account_type IN (0, 2))
);
--> statement-breakpoint
ALTER TABLE "agent_contract_events" ADD CONSTRAINT "agent_contract_events_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract_events" ADD CONSTRAINT "agent_contract_events_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract_events" ADD CONSTRAINT "agent_contract_events_actor_id_members_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_payouts" ADD CONSTRAINT "agent_payouts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_payouts" ADD CONSTRAINT "agent_payouts_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_payouts" ADD CONSTRAINT "agent_payouts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_payouts" ADD CONSTRAINT "agent_payouts_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_register_codes" ADD CONSTRAINT "agent_register_codes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_register_codes" ADD CONSTRAINT "agent_register_codes_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_contract_events_contract_ix" ON "agent_contract_events" USING btree ("contract_id","id");--> statement-breakpoint
CREATE INDEX "agent_contracts_holder_ix" ON "agent_contracts" USING btree ("merchant_id","member_id","kind","status");--> statement-breakpoint
CREATE INDEX "agent_contracts_agent_ix" ON "agent_contracts" USING btree ("merchant_id","agent_id","id");--> statement-breakpoint
CREATE INDEX "agent_contracts_active_ix" ON "agent_contracts" USING btree ("kind","status") WHERE status = 'V';--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_active_uq" ON "agent_contracts" USING btree ("merchant_id","member_id","kind","product_type","computation_period") WHERE status = 'V';--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_open_uq" ON "agent_contracts" USING btree ("merchant_id","member_id","kind","product_type","computation_period") WHERE status IN ('P', 'E');--> statement-breakpoint
CREATE UNIQUE INDEX "agent_payouts_period_uq" ON "agent_payouts" USING btree ("contract_id","period_key");--> statement-breakpoint
CREATE INDEX "agent_payouts_member_ix" ON "agent_payouts" USING btree ("merchant_id","member_id","kind","business_day");--> statement-breakpoint
CREATE INDEX "agent_payouts_agent_ix" ON "agent_payouts" USING btree ("merchant_id","agent_id","kind","business_day");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_register_codes_code_uq" ON "agent_register_codes" USING btree ("merchant_id","code");--> statement-breakpoint
CREATE INDEX "agent_register_codes_agent_ix" ON "agent_register_codes" USING btree ("merchant_id","agent_id","id");