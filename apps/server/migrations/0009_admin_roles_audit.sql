CREATE TABLE "admin_audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"admin_id" bigint NOT NULL,
	"username" varchar(32) NOT NULL,
	"role" varchar(12) NOT NULL,
	"action" varchar(160) NOT NULL,
	"area" varchar(16),
	"target_id" varchar(64),
	"outcome" varchar(8) DEFAULT 'OK' NOT NULL,
	"detail" jsonb,
	"ip" varchar(45) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "role" varchar(12) DEFAULT 'OWNER' NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_admin_id_admin_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_log_merchant_ix" ON "admin_audit_log" USING btree ("merchant_id","id");--> statement-breakpoint
CREATE INDEX "admin_audit_log_merchant_time_ix" ON "admin_audit_log" USING btree ("merchant_id","created_at");--> statement-breakpoint
ALTER TABLE "admin_users" ADD CONSTRAINT "admin_users_role_ck" CHECK (role IN ('OWNER', 'FINANCE', 'OPERATIONS', 'SUPPORT'));