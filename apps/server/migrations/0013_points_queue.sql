CREATE TABLE "point_earning_queue" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"source" varchar(4) NOT NULL,
	"source_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "point_earning_queue_source_uq" ON "point_earning_queue" USING btree ("source","source_id");--> statement-breakpoint
CREATE INDEX "point_earning_queue_member_ix" ON "point_earning_queue" USING btree ("merchant_id","member_id","id");