import { and, asc, count, desc, eq, gt, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { ChatSender, ChatStatus } from '@platform/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import { chatConversations, chatMessages } from './support.tables.js';

export type ConversationRow = typeof chatConversations.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;

/** Conversations and messages of the live chat, always within one merchant. */
export class ChatRepository {
  constructor(private readonly db: DbOrTx) {}

  async conversation(merchantId: number, id: number): Promise<ConversationRow | null> {
    const [row] = await this.db
      .select()
      .from(chatConversations)
      .where(and(eq(chatConversations.merchantId, merchantId), eq(chatConversations.id, id)));
    return row ?? null;
  }

  async openOfMember(merchantId: number, memberId: number): Promise<ConversationRow | null> {
    const [row] = await this.db
      .select()
      .from(chatConversations)
      .where(
        and(
          eq(chatConversations.merchantId, merchantId),
          eq(chatConversations.memberId, memberId),
          ne(chatConversations.status, 'CLOSED'),
        ),
      );
    return row ?? null;
  }

  async byVisitorHash(merchantId: number, tokenHash: string): Promise<ConversationRow | null> {
    const [row] = await this.db
      .select()
      .from(chatConversations)
      .where(
        and(eq(chatConversations.merchantId, merchantId), eq(chatConversations.visitorTokenHash, tokenHash)),
      );
    return row ?? null;
  }

  /** Null when the member already has an open conversation (the partial unique index). */
  async insertConversation(row: typeof chatConversations.$inferInsert): Promise<ConversationRow | null> {
    const [created] = await this.db.insert(chatConversations).values(row).onConflictDoNothing().returning();
    return created ?? null;
  }

  async updateConversation(
    merchantId: number,
    id: number,
    patch: Partial<typeof chatConversations.$inferInsert>,
    onlyIfStatus?: ChatStatus[],
  ): Promise<ConversationRow | null> {
    const [row] = await this.db
      .update(chatConversations)
      .set(patch)
      .where(
        and(
          eq(chatConversations.merchantId, merchantId),
          eq(chatConversations.id, id),
          onlyIfStatus ? inArray(chatConversations.status, onlyIfStatus) : undefined,
        ),
      )
      .returning();
    return row ?? null;
  }

  /** Null when a message with this clientMessageId exists already (the unique index). */
  async insertMessage(row: typeof chatMessages.$inferInsert): Promise<ChatMessageRow | null> {
    const [created] = await this.db.insert(chatMessages).values(row).onConflictDoNothing().returning();
    return created ?? null;
  }

  async messageByClientId(
    conversationId: number,
    sender: ChatSender,
    clientMessageId: string,
  ): Promise<ChatMessageRow | null> {
    const [row] = await this.db
      .select()
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.conversationId, conversationId),
          eq(chatMessages.sender, sender),
          eq(chatMessages.clientMessageId, clientMessageId),
        ),
      );
    return row ?? null;
  }

  /** Oldest first after afterId; one row more than size tells whether more follow. */
  async messages(merchantId: number, conversationId: number, afterId: number, size: number) {
    const rows = await this.db
      .select()
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.merchantId, merchantId),
          eq(chatMessages.conversationId, conversationId),
          gt(chatMessages.id, afterId),
        ),
      )
      .orderBy(asc(chatMessages.id))
      .limit(size + 1);
    return { rows: rows.slice(0, size), more: rows.length > size };
  }

  /** The newest message of one side, or of either side when sender is null. */
  async lastMessageId(conversationId: number, sender: ChatSender | null): Promise<number> {
    const [row] = await this.db
      .select({ id: sql<number | null>`max(${chatMessages.id})`.mapWith(Number) })
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.conversationId, conversationId),
          sender ? eq(chatMessages.sender, sender) : undefined,
        ),
      );
    return row?.id ?? 0;
  }

  /** What a member wrote to the desk, over all its conversations, newest first, with the desk's read mark. */
  async memberSent(merchantId: number, memberId: number, page: number, size: number) {
    const where = and(
      eq(chatMessages.merchantId, merchantId),
      eq(chatMessages.sender, 'CUSTOMER'),
      eq(chatConversations.merchantId, merchantId),
      eq(chatConversations.memberId, memberId),
    );
    const rows = await this.db
      .select({ message: chatMessages, agentReadId: chatConversations.agentReadId })
      .from(chatMessages)
      .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
      .where(where)
      .orderBy(desc(chatMessages.id))
      .limit(size)
      .offset((page - 1) * size);
    const [total] = await this.db
      .select({ n: count() })
      .from(chatMessages)
      .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
      .where(where);
    return { rows, total: total?.n ?? 0 };
  }

  /**
   * Removes the given messages of the member that the desk has not read yet; ids of others, of
   * the desk, or already read are left alone. Answers how many went.
   */
  async deleteMemberUnseen(merchantId: number, memberId: number, ids: number[]): Promise<number> {
    const deleted = await this.db
      .delete(chatMessages)
      .where(
        and(
          eq(chatMessages.merchantId, merchantId),
          eq(chatMessages.sender, 'CUSTOMER'),
          inArray(chatMessages.id, ids),
          sql`EXISTS (SELECT 1 FROM chat_conversations c WHERE c.id = ${chatMessages.conversationId}
            AND c.merchant_id = ${merchantId} AND c.member_id = ${memberId} AND c.agent_read_id < ${chatMessages.id})`,
        ),
      )
      .returning({ id: chatMessages.id });
    return deleted.length;
  }

  /** Agent messages a member has not read, over all its conversations, with the newest of them. */
  async memberUnread(merchantId: number, memberId: number) {
    const where = and(
      eq(chatConversations.merchantId, merchantId),
      eq(chatConversations.memberId, memberId),
      eq(chatMessages.sender, 'AGENT'),
      gt(chatMessages.id, chatConversations.customerReadId),
    );
    const [total] = await this.db
      .select({ n: count() })
      .from(chatMessages)
      .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
      .where(where);
    const [latest] = await this.db
      .select({ message: chatMessages })
      .from(chatMessages)
      .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
      .where(where)
      .orderBy(desc(chatMessages.id))
      .limit(1);
    return { count: total?.n ?? 0, latest: latest?.message ?? null };
  }

  async conversationUnread(conversation: ConversationRow, sender: ChatSender): Promise<number> {
    const readId = sender === 'AGENT' ? conversation.customerReadId : conversation.agentReadId;
    const [row] = await this.db
      .select({ n: count() })
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.conversationId, conversation.id),
          eq(chatMessages.sender, sender),
          gt(chatMessages.id, readId),
        ),
      );
    return row?.n ?? 0;
  }

  /** The back-office desk: newest activity first. */
  async desk(merchantId: number, status: ChatStatus | undefined, page: number, size: number) {
    const where = and(
      eq(chatConversations.merchantId, merchantId),
      status ? eq(chatConversations.status, status) : undefined,
    );
    const rows = await this.db
      .select()
      .from(chatConversations)
      .where(where)
      .orderBy(desc(chatConversations.updatedAt), desc(chatConversations.id))
      .limit(size)
      .offset((page - 1) * size);
    const [total] = await this.db.select({ n: count() }).from(chatConversations).where(where);
    return { rows, total: total?.n ?? 0 };
  }

  /** The newest message of each conversation. */
  async lastMessages(conversationIds: number[]): Promise<ChatMessageRow[]> {
    if (conversationIds.length === 0) return [];
    return this.db
      .selectDistinctOn([chatMessages.conversationId])
      .from(chatMessages)
      .where(inArray(chatMessages.conversationId, conversationIds))
      .orderBy(chatMessages.conversationId, desc(chatMessages.id));
  }

  /** Customer messages the desk has not read, per conversation. */
  async deskUnread(conversationIds: number[]): Promise<Map<number, number>> {
    if (conversationIds.length === 0) return new Map();
    const rows = await this.db
      .select({ id: chatMessages.conversationId, n: count() })
      .from(chatMessages)
      .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
      .where(
        and(
          inArray(chatMessages.conversationId, conversationIds),
          eq(chatMessages.sender, 'CUSTOMER'),
          gt(chatMessages.id, chatConversations.agentReadId),
        ),
      )
      .groupBy(chatMessages.conversationId);
    return new Map(rows.map((r) => [r.id, r.n]));
  }

  /** True when the member owns the conversation (for the socket ACL). */
  async memberOwns(merchantId: number, memberId: number, conversationId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: chatConversations.id })
      .from(chatConversations)
      .where(
        and(
          eq(chatConversations.merchantId, merchantId),
          eq(chatConversations.id, conversationId),
          eq(chatConversations.memberId, memberId),
          isNotNull(chatConversations.memberId),
        ),
      );
    return Boolean(row);
  }
}
