CREATE TABLE "deposit_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"method_id" integer NOT NULL,
	"bank_name" varchar(60) NOT NULL,
	"account_name" varchar(80) NOT NULL,
	"account_no" varchar(40) NOT NULL,
	"qr_content_type" varchar(16),
	"qr_image" "bytea",
	"enabled" boolean DEFAULT true NOT NULL,
	"daily_cap" bigint,
	"sort" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposit_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"name" varchar(60) NOT NULL,
	"names" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"rotation" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_methods_bounds_ck" CHECK (min_amount > 0 AND max_amount >= min_amount)
);
--> statement-breakpoint
CREATE TABLE "deposit_receipts" (
	"funding_request_id" bigint PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"content_type" varchar(16) NOT NULL,
	"bytes" "bytea" NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "funding_requests" ADD COLUMN "deposit_method_id" integer;--> statement-breakpoint
ALTER TABLE "funding_requests" ADD COLUMN "deposit_account_id" integer;--> statement-breakpoint
ALTER TABLE "funding_requests" ADD COLUMN "reference_code" varchar(12);--> statement-breakpoint
ALTER TABLE "funding_requests" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wallet_settings" ADD COLUMN "deposit_expiry_minutes" smallint DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "deposit_accounts" ADD CONSTRAINT "deposit_accounts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_accounts" ADD CONSTRAINT "deposit_accounts_method_id_deposit_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."deposit_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_methods" ADD CONSTRAINT "deposit_methods_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_receipts" ADD CONSTRAINT "deposit_receipts_funding_request_id_funding_requests_id_fk" FOREIGN KEY ("funding_request_id") REFERENCES "public"."funding_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_receipts" ADD CONSTRAINT "deposit_receipts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposit_accounts_method_ix" ON "deposit_accounts" USING btree ("method_id","sort","id");--> statement-breakpoint
CREATE INDEX "deposit_methods_merchant_ix" ON "deposit_methods" USING btree ("merchant_id","sort","id");--> statement-breakpoint
ALTER TABLE "funding_requests" ADD CONSTRAINT "funding_requests_deposit_method_id_deposit_methods_id_fk" FOREIGN KEY ("deposit_method_id") REFERENCES "public"."deposit_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_requests" ADD CONSTRAINT "funding_requests_deposit_account_id_deposit_accounts_id_fk" FOREIGN KEY ("deposit_account_id") REFERENCES "public"."deposit_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "funding_requests_reference_uq" ON "funding_requests" USING btree ("merchant_id","reference_code");--> statement-breakpoint
CREATE INDEX "funding_requests_account_ix" ON "funding_requests" USING btree ("deposit_account_id","created_at");