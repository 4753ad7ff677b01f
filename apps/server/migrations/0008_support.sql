CREATE TABLE "chat_conversations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint,
	"visitor_token_hash" varchar(64),
	"customer_name" varchar(60) NOT NULL,
	"language" varchar(8),
	"status" varchar(8) DEFAULT 'WAITING' NOT NULL,
	"agent_id" bigint,
	"agent_name" varchar(60),
	"customer_ip" varchar(45) NOT NULL,
	"customer_read_id" bigint DEFAULT 0 NOT NULL,
	"agent_read_id" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"conversation_id" bigint NOT NULL,
	"sender" varchar(8) NOT NULL,
	"sender_name" varchar(60) NOT NULL,
	"content" text NOT NULL,
	"client_message_id" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_service_scripts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"cs_type" varchar(16) NOT NULL,
	"position" varchar(4) DEFAULT 'BODY' NOT NULL,
	"src" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint,
	"sender" varchar(64) NOT NULL,
	"type" smallint NOT NULL,
	"content" text NOT NULL,
	"image_type" varchar(16),
	"image" "bytea",
	"ip" varchar(45) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_tags" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"language" varchar(8) NOT NULL,
	"code" varchar(16) NOT NULL,
	"name" varchar(60) NOT NULL,
	"bg_color" varchar(7),
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_topics" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"tag_id" bigint NOT NULL,
	"language" varchar(8) NOT NULL,
	"slug" varchar(64) NOT NULL,
	"title" varchar(120) NOT NULL,
	"content" text NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "speed_test_tasks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"task_id" varchar(64) NOT NULL,
	"member_id" bigint NOT NULL,
	"url" text NOT NULL,
	"timeout_ms" integer NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"success" boolean,
	"elapsed_ms" integer,
	"message" varchar(200),
	"result_at" timestamp with time zone,
	CONSTRAINT "speed_test_tasks_task_id_unique" UNIQUE("task_id")
);
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_agent_id_admin_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_service_scripts" ADD CONSTRAINT "customer_service_scripts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_tags" ADD CONSTRAINT "help_tags_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_topics" ADD CONSTRAINT "help_topics_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_topics" ADD CONSTRAINT "help_topics_tag_id_help_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."help_tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speed_test_tasks" ADD CONSTRAINT "speed_test_tasks_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speed_test_tasks" ADD CONSTRAINT "speed_test_tasks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speed_test_tasks" ADD CONSTRAINT "speed_test_tasks_created_by_admin_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_open_member_uq" ON "chat_conversations" USING btree ("merchant_id","member_id") WHERE "chat_conversations"."status" <> 'CLOSED' AND "chat_conversations"."member_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_visitor_uq" ON "chat_conversations" USING btree ("merchant_id","visitor_token_hash");--> statement-breakpoint
CREATE INDEX "chat_conversations_desk_ix" ON "chat_conversations" USING btree ("merchant_id","status","updated_at");--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_ix" ON "chat_messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_uq" ON "chat_messages" USING btree ("conversation_id","sender","client_message_id");--> statement-breakpoint
CREATE INDEX "customer_service_scripts_merchant_ix" ON "customer_service_scripts" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "feedback_merchant_ix" ON "feedback" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "help_tags_merchant_language_code_uq" ON "help_tags" USING btree ("merchant_id","language","code");--> statement-breakpoint
CREATE UNIQUE INDEX "help_topics_slug_uq" ON "help_topics" USING btree ("merchant_id","language","slug");--> statement-breakpoint
CREATE INDEX "help_topics_tag_ix" ON "help_topics" USING btree ("tag_id","sort");--> statement-breakpoint
CREATE INDEX "speed_test_tasks_merchant_ix" ON "speed_test_tasks" USING btree ("merchant_id","created_at");