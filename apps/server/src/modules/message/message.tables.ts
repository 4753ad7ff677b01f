import {
  pgTable,
  bigserial,
  bigint,
  integer,
  varchar,
  text,
  timestamp,
  index,
  primaryKey,
  jsonb,
} from 'drizzle-orm/pg-core';
import type { BannerLinkageType, ContentTexts, NoticeExecution, NoticeType } from '@platform/shared';

export type NoticeTextField = 'title' | 'content' | 'imageUrl';
import { merchants } from '../settings/settings.tables.js';
import { members } from '../member/member.tables.js';

/** Inbox messages: to one member, or (memberId null) to every member of the merchant. */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    title: varchar('title', { length: 120 }).notNull(),
    /** Sanitised HTML. */
    content: text('content').notNull(),
    /** Title and content in languages other than the merchant's default (which title and content hold). */
    texts: jsonb('texts').$type<ContentTexts<'title' | 'content'>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('inbox_messages_member_ix').on(t.merchantId, t.memberId, t.createdAt)],
);

/** When a member read a message (personal or broadcast); no row means unread. */
export const inboxReads = pgTable(
  'inbox_reads',
  {
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => inboxMessages.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.messageId] })],
);

/**
 * Notices: PR promotion notices, B banners (per groupName), PL announcements, PU publicity
 * popups (execution A every login, F first login only). platforms lists W, M, A.
 */
export const notices = pgTable(
  'notices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    type: varchar('type', { length: 2 }).$type<NoticeType>().notNull(),
    title: varchar('title', { length: 120 }).notNull(),
    content: text('content').notNull().default(''),
    /** Title, content and picture in languages other than the merchant's default (which the row's columns hold). */
    texts: jsonb('texts').$type<ContentTexts<NoticeTextField>>().notNull().default({}),
    execution: varchar('execution', { length: 1 }).$type<NoticeExecution>().notNull().default('B'),
    groupName: varchar('group_name', { length: 40 }),
    promotionId: bigint('promotion_id', { mode: 'number' }),
    imageUrl: text('image_url'),
    linkage: varchar('linkage', { length: 500 }),
    linkageType: varchar('linkage_type', { length: 3 }).$type<BannerLinkageType>(),
    roomId: varchar('room_id', { length: 40 }),
    nodeId: varchar('node_id', { length: 40 }),
    vendor: varchar('vendor', { length: 40 }),
    platforms: varchar('platforms', { length: 3 }).notNull().default('WMA'),
    sortOrder: integer('sort_order').notNull().default(0),
    startAt: timestamp('start_at', { withTimezone: true }).notNull().defaultNow(),
    endAt: timestamp('end_at', { withTimezone: true }),
    status: varchar('status', { length: 1 }).notNull().default('A'),
  },
  (t) => [index('notices_merchant_ix').on(t.merchantId, t.status, t.type, t.startAt)],
);
