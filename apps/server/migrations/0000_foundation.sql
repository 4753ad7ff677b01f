CREATE TABLE "members" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"username" varchar(32) NOT NULL,
	"password_hash" text NOT NULL,
	"nickname" varchar(40),
	"is_agent" smallint DEFAULT 0 NOT NULL,
	"to_upline" smallint DEFAULT 0 NOT NULL,
	"upline_id" integer,
	"status" varchar(1) DEFAULT 'A' NOT NULL,
	"mobile_no" varchar(16),
	"country_dialing_code" varchar(4),
	"email" varchar(254),
	"language" varchar(2),
	"last_login_at" timestamp with time zone,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_keys" (
	"name" varchar(40) PRIMARY KEY NOT NULL,
	"private_pem" text NOT NULL,
	"public_modulus_hex" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"ip" varchar(45) NOT NULL,
	"device_id" varchar(64),
	"source" varchar(16) DEFAULT 'web' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "customer_service_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"title" varchar(80) NOT NULL,
	"cs_type" varchar(16) NOT NULL,
	"cs_position" varchar(16) NOT NULL,
	"path" text NOT NULL,
	"label_ids" integer[] DEFAULT '{}' NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "geo_ip_ranges" (
	"id" serial PRIMARY KEY NOT NULL,
	"network" "cidr" NOT NULL,
	"country_code" varchar(2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_countries" (
	"merchant_id" integer NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"country_dialing_code" varchar(4) NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"domain" varchar(253) NOT NULL,
	"is_route" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"affiliate_code" varchar(32),
	"gtm_id" varchar(64),
	"gtag_id" varchar(64),
	"fb_pixel_id" varchar(64),
	"tiktok_pixel_id" varchar(64),
	"apps_flyer_id" varchar(64),
	"adjust_id" varchar(64)
);
--> statement-breakpoint
CREATE TABLE "merchant_flags" (
	"merchant_id" integer NOT NULL,
	"mod_id" varchar(40) NOT NULL,
	"parent_mod_id" varchar(40),
	"enabled" boolean NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_register_fields" (
	"merchant_id" integer NOT NULL,
	"key" varchar(40) NOT NULL,
	"enabled" boolean NOT NULL,
	"required" boolean NOT NULL,
	"type" varchar(20) NOT NULL,
	"min_length" integer NOT NULL,
	"max_length" integer NOT NULL,
	"accepted_pattern" text DEFAULT '*' NOT NULL,
	"pattern_id" integer,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"resource_type" varchar(16) NOT NULL,
	"url" text NOT NULL,
	"qr_code_url" text
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(120) NOT NULL,
	"currency" varchar(3) DEFAULT 'THB' NOT NULL,
	"currency_symbol" varchar(8) DEFAULT '฿' NOT NULL,
	"currency_position" varchar(1) DEFAULT 'F' NOT NULL,
	"languages" text[] DEFAULT '{"CN"}' NOT NULL,
	"default_language" varchar(2) DEFAULT 'CN' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"maintenance_start" timestamp with time zone,
	"maintenance_end" timestamp with time zone,
	"maintenance_message" text,
	"blocked_countries" text[] DEFAULT '{}' NOT NULL,
	"extra" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchants_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_service_entries" ADD CONSTRAINT "customer_service_entries_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_countries" ADD CONSTRAINT "merchant_countries_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_domains" ADD CONSTRAINT "merchant_domains_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_flags" ADD CONSTRAINT "merchant_flags_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_register_fields" ADD CONSTRAINT "merchant_register_fields_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_resources" ADD CONSTRAINT "merchant_resources_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "members_merchant_username_uq" ON "members" USING btree ("merchant_id","username");--> statement-breakpoint
CREATE INDEX "members_merchant_mobile_ix" ON "members" USING btree ("merchant_id","mobile_no");--> statement-breakpoint
CREATE INDEX "sessions_member_ix" ON "sessions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "customer_service_entries_merchant_ix" ON "customer_service_entries" USING btree ("merchant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "geo_ip_ranges_network_uq" ON "geo_ip_ranges" USING btree ("network");--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_countries_pk" ON "merchant_countries" USING btree ("merchant_id","country_code");--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_domains_domain_uq" ON "merchant_domains" USING btree ("domain");--> statement-breakpoint
CREATE INDEX "merchant_domains_merchant_ix" ON "merchant_domains" USING btree ("merchant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_flags_pk" ON "merchant_flags" USING btree ("merchant_id","mod_id");--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_register_fields_pk" ON "merchant_register_fields" USING btree ("merchant_id","key");--> statement-breakpoint
CREATE INDEX "merchant_resources_merchant_ix" ON "merchant_resources" USING btree ("merchant_id");