CREATE TABLE "lottery_risk_alerts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"game_id" bigint NOT NULL,
	"game_code" varchar(48) NOT NULL,
	"numero" varchar(32) NOT NULL,
	"outcome" varchar(48) NOT NULL,
	"liability" bigint NOT NULL,
	"cap" bigint NOT NULL,
	"percent" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by_admin_id" bigint,
	"acknowledged_by" varchar(32)
);
--> statement-breakpoint
ALTER TABLE "lottery_risk_alerts" ADD CONSTRAINT "lottery_risk_alerts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lottery_risk_alerts_merchant_ix" ON "lottery_risk_alerts" USING btree ("merchant_id","id");