CREATE TABLE "captchas" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_identities" (
	"merchant_id" integer NOT NULL,
	"provider" varchar(16) NOT NULL,
	"subject" varchar(128) NOT NULL,
	"member_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_challenges" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"ticket_hash" varchar(64) NOT NULL,
	"source" varchar(16) NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_challenges_ticket_hash_unique" UNIQUE("ticket_hash")
);
--> statement-breakpoint
CREATE TABLE "member_two_factor" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"totp_secret" text,
	"totp_enabled_at" timestamp with time zone,
	"totp_pending_secret" text,
	"totp_pending_at" timestamp with time zone,
	"totp_last_step" bigint,
	"sms_required" boolean DEFAULT false NOT NULL,
	"email_required" boolean DEFAULT false NOT NULL,
	"payee_name_required" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_secrets" (
	"name" varchar(40) PRIMARY KEY NOT NULL,
	"secret_hex" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_counters" (
	"merchant_id" integer NOT NULL,
	"scope" varchar(24) NOT NULL,
	"key" varchar(128) NOT NULL,
	"count" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_counters_pk" PRIMARY KEY("merchant_id","scope","key")
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"channel" varchar(8) NOT NULL,
	"recipient" varchar(254) NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"channel" varchar(8) NOT NULL,
	"purpose" varchar(16) NOT NULL,
	"recipient" varchar(254) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"ip" varchar(45),
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "members_merchant_mobile_ix";--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "password_kind" varchar(10) DEFAULT 'set' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "avatar" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "payee_name" varchar(80);--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "payment_password_hash" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "affiliate_code" varchar(32);--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "referral_code" varchar(16);--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "referrer_id" bigint;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "contacts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "register_ip" varchar(45);--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "register_domain" varchar(253);--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "register_method" varchar(16);--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "scope" varchar(16) DEFAULT 'full' NOT NULL;--> statement-breakpoint
ALTER TABLE "captchas" ADD CONSTRAINT "captchas_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_identities" ADD CONSTRAINT "member_identities_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_identities" ADD CONSTRAINT "member_identities_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_challenges" ADD CONSTRAINT "login_challenges_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_challenges" ADD CONSTRAINT "login_challenges_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_two_factor" ADD CONSTRAINT "member_two_factor_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_two_factor" ADD CONSTRAINT "member_two_factor_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_counters" ADD CONSTRAINT "rate_counters_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "captchas_expires_ix" ON "captchas" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_identities_pk" ON "member_identities" USING btree ("merchant_id","provider","subject");--> statement-breakpoint
CREATE INDEX "member_identities_member_ix" ON "member_identities" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "login_challenges_member_ix" ON "login_challenges" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "outbox_messages_recipient_ix" ON "outbox_messages" USING btree ("merchant_id","channel","recipient");--> statement-breakpoint
CREATE INDEX "verification_codes_lookup_ix" ON "verification_codes" USING btree ("merchant_id","channel","purpose","recipient");--> statement-breakpoint
CREATE UNIQUE INDEX "members_merchant_username_lower_uq" ON "members" USING btree ("merchant_id",lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "members_merchant_mobile_uq" ON "members" USING btree ("merchant_id","mobile_no");--> statement-breakpoint
CREATE UNIQUE INDEX "members_merchant_affiliate_uq" ON "members" USING btree ("merchant_id","affiliate_code");--> statement-breakpoint
CREATE UNIQUE INDEX "members_merchant_referral_uq" ON "members" USING btree ("merchant_id","referral_code");