import { sql } from 'drizzle-orm';
import {
  pgTable,
  bigserial,
  bigint,
  boolean,
  customType,
  integer,
  smallint,
  varchar,
  text,
  timestamp,
  index,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ChatSender, ChatStatus } from '@platform/shared';
import { merchants } from '../settings/settings.tables.js';
import { members } from '../member/member.tables.js';
import { adminUsers } from '../admin/admin.tables.js';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Live-chat conversations of a member (memberId) or a visitor (visitorTokenHash: the token the
 * visitor holds is never stored). The read marks are the last message id each side has seen, so
 * unread counts are one indexed range each.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    visitorTokenHash: varchar('visitor_token_hash', { length: 64 }),
    customerName: varchar('customer_name', { length: 60 }).notNull(),
    language: varchar('language', { length: 8 }),
    status: varchar('status', { length: 8 }).$type<ChatStatus>().notNull().default('WAITING'),
    agentId: bigint('agent_id', { mode: 'number' }).references(() => adminUsers.id),
    agentName: varchar('agent_name', { length: 60 }),
    customerIp: varchar('customer_ip', { length: 45 }).notNull(),
    customerReadId: bigint('customer_read_id', { mode: 'number' }).notNull().default(0),
    agentReadId: bigint('agent_read_id', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    // One open conversation per member: a second open resumes it (and a race loses to the index).
    uniqueIndex('chat_conversations_open_member_uq')
      .on(t.merchantId, t.memberId)
      .where(sql`${t.status} <> 'CLOSED' AND ${t.memberId} IS NOT NULL`),
    uniqueIndex('chat_conversations_visitor_uq').on(t.merchantId, t.visitorTokenHash),
    index('chat_conversations_desk_ix').on(t.merchantId, t.status, t.updatedAt),
  ],
);

/** Messages of a conversation; clientMessageId makes a resend return the stored message. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => chatConversations.id),
    sender: varchar('sender', { length: 8 }).$type<ChatSender>().notNull(),
    senderName: varchar('sender_name', { length: 60 }).notNull(),
    /** Plain text; clients render it as text. */
    content: text('content').notNull(),
    clientMessageId: varchar('client_message_id', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_conversation_ix').on(t.conversationId, t.id),
    uniqueIndex('chat_messages_client_uq').on(t.conversationId, t.sender, t.clientMessageId),
  ],
);

/** Third-party customer-service scripts the pages load: https URLs only, never inline code. */
export const customerServiceScripts = pgTable(
  'customer_service_scripts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    csType: varchar('cs_type', { length: 16 }).notNull(),
    position: varchar('position', { length: 4 }).$type<'HEAD' | 'BODY'>().notNull().default('BODY'),
    src: text('src').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [index('customer_service_scripts_merchant_ix').on(t.merchantId)],
);

/** Help-centre tags per merchant and language (DEPOSIT, WITHDRAW, ACCOUNT, GAMES, ...). */
export const helpTags = pgTable(
  'help_tags',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    language: varchar('language', { length: 8 }).notNull(),
    code: varchar('code', { length: 16 }).notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    bgColor: varchar('bg_color', { length: 7 }),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('help_tags_merchant_language_code_uq').on(t.merchantId, t.language, t.code)],
);

/** Help topics; language copies the tag's so a slug (the #anchor) is unique per page. */
export const helpTopics = pgTable(
  'help_topics',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    tagId: bigint('tag_id', { mode: 'number' })
      .notNull()
      .references(() => helpTags.id),
    language: varchar('language', { length: 8 }).notNull(),
    slug: varchar('slug', { length: 64 }).notNull(),
    title: varchar('title', { length: 120 }).notNull(),
    /** Sanitised HTML. */
    content: text('content').notNull(),
    sort: smallint('sort').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('help_topics_slug_uq').on(t.merchantId, t.language, t.slug),
    index('help_topics_tag_ix').on(t.tagId, t.sort),
  ],
);

/** Feedback from the site form; an image only from a logged-in member, checked by content. */
export const feedback = pgTable(
  'feedback',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    sender: varchar('sender', { length: 64 }).notNull(),
    type: smallint('type').notNull(),
    content: text('content').notNull(),
    imageType: varchar('image_type', { length: 16 }),
    image: bytea('image'),
    ip: varchar('ip', { length: 45 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_merchant_ix').on(t.merchantId, t.createdAt)],
);

/** Line speed tests an operator sent to a member's browser, and what the browser measured. */
export const speedTestTasks = pgTable(
  'speed_test_tasks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    taskId: varchar('task_id', { length: 64 }).notNull().unique(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    url: text('url').notNull(),
    timeoutMs: integer('timeout_ms').notNull(),
    createdBy: bigint('created_by', { mode: 'number' })
      .notNull()
      .references(() => adminUsers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    success: boolean('success'),
    elapsedMs: integer('elapsed_ms'),
    message: varchar('message', { length: 200 }),
    resultAt: timestamp('result_at', { withTimezone: true }),
  },
  (t) => [index('speed_test_tasks_merchant_ix').on(t.merchantId, t.createdAt)],
);
