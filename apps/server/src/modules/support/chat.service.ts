import { randomBytes } from 'node:crypto';
import type {
  AdminChatConversation,
  AdminChatPage,
  ChatConversation,
  ChatMessage,
  ChatMessagePage,
  ChatOpenRequest,
  ChatPermissionValue,
  ChatReadValue,
  ChatSender,
  ChatStatus,
  ChatStatusEvent,
  ChatUnreadValue,
  ChatUrlValue,
  LegacyDeleteResult,
  LegacyOutboxItem,
  LegacyOutboxPage,
  LegacyRecipients,
  LegacySendRequest,
  RealtimeMessage,
} from '@platform/shared';
import { CHAT_MESSAGE_MAX, LEGACY_CS_RECIPIENT } from '@platform/shared';
import { sha256Hex } from '../../platform/crypto.js';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import type { RealtimePublisher } from '../../platform/realtime/publisher.js';
import type { ChatSocketAccess } from '../../platform/realtime/authenticator.js';
import type { SubscriberIdentity } from '../../platform/realtime/acl.js';
import type { FeatureFlags, MerchantContext } from '../settings/index.js';
import type { SessionContext } from '../session/index.js';
import { isTrialAccount, type MemberReads, type MemberRepository } from '../member/index.js';
import type { Throttle } from '../security/index.js';
import type { AdminContext, AdminService } from '../admin/index.js';
import { ChatRepository, type ChatMessageRow, type ConversationRow } from './chat.repository.js';

/** The white-label switch of the built-in chat. */
export const LIVECHAT_FLAG = 'LIVECHAT3';
/** Spam guard per conversation, whoever holds it. */
const SEND_LIMIT = { max: 20, windowMs: 60_000 };
/** New visitor conversations per address: enough for a family behind one router, not for a flood. */
const VISITOR_OPEN_LIMIT = { max: 10, windowMs: 60 * 60_000 };
const HEADER_COLOR = /^#?[0-9A-Fa-f]{3,8}$/;
const LANGUAGE = /^[A-Za-z]{2}(-[A-Za-z]{2})?$/;

/** Who is chatting on the site: a logged-in member, or a visitor with (or still without) a token. */
export type ChatCustomer =
  { kind: 'member'; session: SessionContext } | { kind: 'visitor'; token: string | null };

export interface ChatDeps {
  db: Db;
  members: Pick<MemberRepository, 'findById'>;
  /** The accounts the desk shows of member conversations. */
  memberReads: Pick<MemberReads, 'usernames'>;
  admins: Pick<AdminService, 'require'>;
  flags: Pick<FeatureFlags, 'require' | 'isOn'>;
  throttle: Pick<Throttle, 'take'>;
  realtime: RealtimePublisher;
  now?: () => Date;
}

function toMessage(row: ChatMessageRow): ChatMessage {
  return {
    id: row.id,
    conversationId: row.conversationId,
    sender: row.sender,
    senderName: row.senderName,
    content: row.content,
    createdAt: row.createdAt.getTime(),
  };
}

function toConversation(row: ConversationRow, visitorToken: string | null): ChatConversation {
  return {
    conversationId: row.id,
    status: row.status,
    visitorToken,
    customerName: row.customerName,
    agentName: row.agentName,
    createdAt: row.createdAt.getTime(),
  };
}

function statusEvent(row: ConversationRow): RealtimeMessage<ChatStatusEvent> {
  return {
    type: 'CHAT_STATUS',
    data: {
      conversationId: row.id,
      status: row.status,
      customerName: row.customerName,
      agentName: row.agentName,
    },
  };
}

/**
 * The built-in live chat: a member or visitor talks with the merchant's operators. Every call
 * first settles the tenant and who may see the conversation; a conversation that is not the
 * caller's answers chat.conversation.not.found, never someone else's data.
 */
export class ChatService {
  private readonly repository: ChatRepository;
  private readonly now: () => Date;

  constructor(private readonly deps: ChatDeps) {
    this.repository = new ChatRepository(deps.db);
    this.now = deps.now ?? (() => new Date());
  }

  // ---- The customer's side ------------------------------------------------------------------

  private refuseTrial(customer: ChatCustomer): void {
    if (customer.kind === 'member' && isTrialAccount(customer.session.isAgent)) {
      throw new AppError('in_please_information');
    }
  }

  async open(
    merchant: MerchantContext,
    customer: ChatCustomer,
    input: ChatOpenRequest,
    context: { ip: string; language: string },
  ): Promise<ChatConversation> {
    this.refuseTrial(customer);
    await this.deps.flags.require(merchant, LIVECHAT_FLAG);
    const language = input.language && LANGUAGE.test(input.language) ? input.language : context.language;
    if (customer.kind === 'member')
      return this.openForMember(merchant, customer.session, language, context.ip);

    if (customer.token) {
      const existing = await this.repository.byVisitorHash(merchant.id, sha256Hex(customer.token));
      if (existing && existing.status !== 'CLOSED') return toConversation(existing, customer.token);
    }
    await this.deps.throttle.take(
      merchant,
      'chat_open',
      context.ip,
      VISITOR_OPEN_LIMIT.windowMs,
      VISITOR_OPEN_LIMIT.max,
    );
    const token = randomBytes(32).toString('base64url');
    const created = await this.repository.insertConversation({
      merchantId: merchant.id,
      visitorTokenHash: sha256Hex(token),
      customerName: input.name || 'Visitor',
      language,
      customerIp: context.ip,
      createdAt: this.now(),
      updatedAt: this.now(),
    });
    if (!created) throw new AppError('TOO_MANY_REQUESTS');
    await this.deps.realtime.publishToChatDesk(merchant.id, statusEvent(created));
    return toConversation(created, token);
  }

  private async openForMember(
    merchant: MerchantContext,
    session: SessionContext,
    language: string,
    ip: string,
  ): Promise<ChatConversation> {
    const open = await this.repository.openOfMember(merchant.id, session.memberId);
    if (open) return toConversation(open, null);
    const member = await this.deps.members.findById(merchant.id, session.memberId);
    const created = await this.repository.insertConversation({
      merchantId: merchant.id,
      memberId: session.memberId,
      customerName: (member?.nickname || session.username).slice(0, 60),
      language,
      customerIp: ip,
      createdAt: this.now(),
      updatedAt: this.now(),
    });
    // A concurrent open of the same member won the unique index: answer its conversation.
    if (!created) {
      const winner = await this.repository.openOfMember(merchant.id, session.memberId);
      if (!winner) throw new AppError('chat.conversation.not.found');
      return toConversation(winner, null);
    }
    await this.deps.realtime.publishToChatDesk(merchant.id, statusEvent(created));
    return toConversation(created, null);
  }

  /** The conversation if it is the customer's own; chat.conversation.not.found otherwise. */
  private async ownConversation(
    merchant: MerchantContext,
    customer: ChatCustomer,
    conversationId: number,
  ): Promise<ConversationRow> {
    this.refuseTrial(customer);
    const row = await this.repository.conversation(merchant.id, conversationId);
    const mine =
      row &&
      (customer.kind === 'member'
        ? row.memberId === customer.session.memberId
        : customer.token !== null && row.visitorTokenHash === sha256Hex(customer.token));
    if (!row || !mine) throw new AppError('chat.conversation.not.found');
    return row;
  }

  async messages(
    merchant: MerchantContext,
    customer: ChatCustomer,
    query: { conversationId: number; afterId: number; size: number },
  ): Promise<ChatMessagePage> {
    const conversation = await this.ownConversation(merchant, customer, query.conversationId);
    const page = await this.repository.messages(merchant.id, conversation.id, query.afterId, query.size);
    return { list: page.rows.map(toMessage), more: page.more };
  }

  async send(
    merchant: MerchantContext,
    customer: ChatCustomer,
    input: { conversationId: number; content: string; clientMessageId: string },
  ): Promise<ChatMessage> {
    const conversation = await this.ownConversation(merchant, customer, input.conversationId);
    return this.post(merchant, conversation, 'CUSTOMER', conversation.customerName, input, true);
  }

  async read(
    merchant: MerchantContext,
    customer: ChatCustomer,
    conversationId: number,
  ): Promise<ChatReadValue> {
    const conversation = await this.ownConversation(merchant, customer, conversationId);
    const last = await this.repository.lastMessageId(conversation.id, null);
    if (last > conversation.customerReadId) {
      await this.repository.updateConversation(merchant.id, conversation.id, { customerReadId: last });
    }
    const unread =
      customer.kind === 'member'
        ? (await this.repository.memberUnread(merchant.id, customer.session.memberId)).count
        : 0;
    return { conversationId: conversation.id, unread };
  }

  /**
   * Stores one message (a resend with the same clientMessageId answers the stored one and is
   * not counted again), moves the sender's read mark past it and pushes it to the conversation
   * and the desk.
   */
  private async post(
    merchant: MerchantContext,
    conversation: ConversationRow,
    sender: ChatSender,
    senderName: string,
    input: { content: string; clientMessageId: string },
    limited: boolean,
  ): Promise<ChatMessage> {
    const stored = await this.repository.messageByClientId(conversation.id, sender, input.clientMessageId);
    if (stored) return toMessage(stored);
    if (conversation.status === 'CLOSED') throw new AppError('chat.conversation.closed');
    if (limited) {
      await this.deps.throttle.take(
        merchant,
        'chat_send',
        String(conversation.id),
        SEND_LIMIT.windowMs,
        SEND_LIMIT.max,
      );
    }
    const now = this.now();
    const created = await this.repository.insertMessage({
      merchantId: merchant.id,
      conversationId: conversation.id,
      sender,
      senderName,
      content: input.content,
      clientMessageId: input.clientMessageId,
      createdAt: now,
    });
    if (!created) {
      const winner = await this.repository.messageByClientId(conversation.id, sender, input.clientMessageId);
      if (!winner) throw new AppError('chat.conversation.not.found');
      return toMessage(winner);
    }
    await this.repository.updateConversation(merchant.id, conversation.id, {
      updatedAt: now,
      ...(sender === 'AGENT' ? { agentReadId: created.id } : { customerReadId: created.id }),
    });
    const message = toMessage(created);
    const event: RealtimeMessage = {
      type: 'CHAT_MESSAGE',
      data: { conversationId: conversation.id, message },
    };
    await this.deps.realtime.publishToConversation(merchant.id, conversation.id, event);
    await this.deps.realtime.publishToChatDesk(merchant.id, event);
    return message;
  }

  // ---- The 500cai mailbox: what a member writes to the merchant -----------------------------

  /** Whom a member may write to: the merchant's desk while the built-in chat is on. */
  async recipients(merchant: MerchantContext, session: SessionContext): Promise<LegacyRecipients> {
    if (isTrialAccount(session.isAgent)) return [];
    if (!(await this.deps.flags.isOn(merchant, LIVECHAT_FLAG))) return [];
    return [{ recipient: LEGACY_CS_RECIPIENT, name: merchant.name }];
  }

  /**
   * A message to the merchant: posted in the member's open conversation (opened when there is
   * none), so the desk sees and answers it as chat. The title, when given, heads the text.
   */
  async mail(
    merchant: MerchantContext,
    session: SessionContext,
    input: LegacySendRequest,
    context: { ip: string; language: string },
  ): Promise<LegacyOutboxItem> {
    if (input.recipient.toUpperCase() !== LEGACY_CS_RECIPIENT)
      throw new AppError('request.invalid', 'recipient');
    const content = (input.title ? `${input.title}\n${input.content}` : input.content).slice(
      0,
      CHAT_MESSAGE_MAX,
    );
    const opened = await this.open(merchant, { kind: 'member', session }, {}, context);
    const conversation = await this.ownConversation(
      merchant,
      { kind: 'member', session },
      opened.conversationId,
    );
    const message = await this.post(
      merchant,
      conversation,
      'CUSTOMER',
      conversation.customerName,
      { content, clientMessageId: randomBytes(16).toString('hex') },
      true,
    );
    return {
      id: message.id,
      recipient: LEGACY_CS_RECIPIENT,
      recipientName: merchant.name,
      content: message.content,
      read: 'N',
      sendTime: message.createdAt,
    };
  }

  /** What the member wrote, newest first; read once the desk has seen it. */
  async outbox(
    merchant: MerchantContext,
    session: SessionContext,
    query: { page: number; size: number },
  ): Promise<LegacyOutboxPage> {
    this.refuseTrial({ kind: 'member', session });
    const { rows, total } = await this.repository.memberSent(
      merchant.id,
      session.memberId,
      query.page,
      query.size,
    );
    return {
      list: rows.map(({ message, agentReadId }) => ({
        id: message.id,
        recipient: LEGACY_CS_RECIPIENT,
        recipientName: merchant.name,
        content: message.content,
        read: message.id <= agentReadId ? 'Y' : 'N',
        sendTime: message.createdAt.getTime(),
      })),
      page: query.page,
      size: query.size,
      total,
    };
  }

  /**
   * Takes back messages the desk has not read yet; one it has read is the merchant's record of
   * the conversation and stays (counted as kept).
   */
  async deleteSent(
    merchant: MerchantContext,
    session: SessionContext,
    ids: number[],
  ): Promise<LegacyDeleteResult> {
    this.refuseTrial({ kind: 'member', session });
    const unique = [...new Set(ids)];
    const deleted = await this.repository.deleteMemberUnseen(merchant.id, session.memberId, unique);
    const unread = (await this.repository.memberUnread(merchant.id, session.memberId)).count;
    return { deleted, kept: unique.length - deleted, unread };
  }

  // ---- Relays of the chat-room bubble -------------------------------------------------------

  /** The page of the built-in chat on the caller's own origin, with the bubble's look. */
  async chatUrl(
    merchant: MerchantContext,
    session: SessionContext,
    input: { title?: string; language?: string; headerColor?: string },
    origin: string | null,
    requestLanguage: string,
  ): Promise<ChatUrlValue> {
    if (!origin) throw new AppError('request.invalid', 'Host');
    this.refuseTrial({ kind: 'member', session });
    await this.deps.flags.require(merchant, LIVECHAT_FLAG);
    const params = new URLSearchParams();
    if (input.title) params.set('title', input.title);
    params.set(
      'language',
      input.language && LANGUAGE.test(input.language) ? input.language : requestLanguage,
    );
    if (input.headerColor && HEADER_COLOR.test(input.headerColor))
      params.set('headerColor', input.headerColor);
    return { chatUrl: `${origin}/livechat?${params.toString()}` };
  }

  async permission(merchant: MerchantContext, session: SessionContext): Promise<ChatPermissionValue> {
    if (isTrialAccount(session.isAgent)) return { hasPermission: false };
    return { hasPermission: await this.deps.flags.isOn(merchant, LIVECHAT_FLAG) };
  }

  async unread(merchant: MerchantContext, session: SessionContext): Promise<ChatUnreadValue> {
    if (isTrialAccount(session.isAgent)) return { unReadCount: 0, latest: null };
    const { count, latest } = await this.repository.memberUnread(merchant.id, session.memberId);
    return { unReadCount: count, latest: latest ? toMessage(latest) : null };
  }

  /** For the inbox's unread counts. */
  async unreadCount(merchantId: number, memberId: number): Promise<number> {
    return (await this.repository.memberUnread(merchantId, memberId)).count;
  }

  // ---- The back-office desk -----------------------------------------------------------------

  private sameMerchant(merchant: MerchantContext, actor: AdminContext): void {
    if (actor.merchantId !== merchant.id) throw new AppError('permission.denied');
  }

  private async deskConversation(merchant: MerchantContext, actor: AdminContext, id: number) {
    this.sameMerchant(merchant, actor);
    const row = await this.repository.conversation(merchant.id, id);
    if (!row) throw new AppError('chat.conversation.not.found');
    return row;
  }

  async desk(
    merchant: MerchantContext,
    actor: AdminContext,
    query: { status?: ChatStatus; page: number; size: number },
  ): Promise<AdminChatPage> {
    this.sameMerchant(merchant, actor);
    const { rows, total } = await this.repository.desk(merchant.id, query.status, query.page, query.size);
    const ids = rows.map((r) => r.id);
    const memberIds = rows.flatMap((r) => (r.memberId === null ? [] : [r.memberId]));
    const [last, unread, accounts] = await Promise.all([
      this.repository.lastMessages(ids),
      this.repository.deskUnread(ids),
      this.deps.memberReads.usernames(merchant.id, memberIds),
    ]);
    const lastById = new Map(last.map((m) => [m.conversationId, m]));
    const list: AdminChatConversation[] = rows.map((conversation) => {
      const lastMessage = lastById.get(conversation.id);
      return {
        ...toConversation(conversation, null),
        customerType: conversation.memberId === null ? 'VISITOR' : 'MEMBER',
        account: conversation.memberId === null ? null : (accounts.get(conversation.memberId) ?? null),
        lastMessage: lastMessage ? toMessage(lastMessage) : null,
        unread: unread.get(conversation.id) ?? 0,
        updatedAt: conversation.updatedAt.getTime(),
      };
    });
    return { list, page: query.page, size: query.size, total };
  }

  /** Messages for the desk; what it was shown of the customer counts as read. */
  async deskMessages(
    merchant: MerchantContext,
    actor: AdminContext,
    id: number,
    query: { afterId: number; size: number },
  ): Promise<ChatMessagePage> {
    const conversation = await this.deskConversation(merchant, actor, id);
    const page = await this.repository.messages(merchant.id, conversation.id, query.afterId, query.size);
    const lastShown = page.rows.at(-1)?.id ?? 0;
    if (lastShown > conversation.agentReadId) {
      await this.repository.updateConversation(merchant.id, conversation.id, { agentReadId: lastShown });
    }
    return { list: page.rows.map(toMessage), more: page.more };
  }

  /** An operator's reply; the first one takes a waiting conversation (ACTIVE, with their name). */
  async reply(
    merchant: MerchantContext,
    actor: AdminContext,
    id: number,
    input: { content: string; clientMessageId: string },
  ): Promise<ChatMessage> {
    let conversation = await this.deskConversation(merchant, actor, id);
    if (conversation.status === 'WAITING') {
      const taken = await this.repository.updateConversation(
        merchant.id,
        conversation.id,
        { status: 'ACTIVE', agentId: actor.adminId, agentName: actor.displayName, updatedAt: this.now() },
        ['WAITING'],
      );
      if (taken) {
        conversation = taken;
        const event = statusEvent(taken);
        await this.deps.realtime.publishToConversation(merchant.id, taken.id, event);
        await this.deps.realtime.publishToChatDesk(merchant.id, event);
      } else {
        conversation = await this.deskConversation(merchant, actor, id);
      }
    }
    return this.post(merchant, conversation, 'AGENT', actor.displayName, input, false);
  }

  async close(merchant: MerchantContext, actor: AdminContext, id: number): Promise<ChatConversation> {
    const conversation = await this.deskConversation(merchant, actor, id);
    if (conversation.status === 'CLOSED') return toConversation(conversation, null);
    const now = this.now();
    const closed = await this.repository.updateConversation(
      merchant.id,
      conversation.id,
      { status: 'CLOSED', closedAt: now, updatedAt: now },
      ['WAITING', 'ACTIVE'],
    );
    if (!closed) return toConversation(await this.deskConversation(merchant, actor, id), null);
    const event = statusEvent(closed);
    await this.deps.realtime.publishToConversation(merchant.id, closed.id, event);
    await this.deps.realtime.publishToChatDesk(merchant.id, event);
    return toConversation(closed, null);
  }

  // ---- Sockets ------------------------------------------------------------------------------

  /** Who may connect and watch which conversation over STOMP (see platform/realtime/acl.ts). */
  readonly sockets: ChatSocketAccess = {
    visitorConversation: async (merchant, visitorToken) =>
      (await this.repository.byVisitorHash(merchant.id, sha256Hex(visitorToken)))?.id ?? null,
    adminOf: async (merchant, adminToken) => {
      try {
        return (await this.deps.admins.require(merchant, adminToken)).adminId;
      } catch (error) {
        if (error instanceof AppError) return null;
        throw error;
      }
    },
    mayWatch: async (identity: SubscriberIdentity, conversationId: number) => {
      if (identity.role === 'admin') {
        return (await this.repository.conversation(identity.merchantId, conversationId)) !== null;
      }
      if ((identity.role ?? 'member') !== 'member') return false;
      return this.repository.memberOwns(identity.merchantId, identity.customerId, conversationId);
    },
  };
}
