import type { FastifyInstance } from 'fastify';
import { legacyMessageApi, legacySiteApi, messageAdminApi, messageApi } from '@platform/shared';
import { serve } from '../../platform/http/serve.js';
import type { MessageService } from './message.service.js';

/** Inbox, unread counts, notices and popups; the merchant's messages under /admin/api. */
export function registerMessageRoutes(app: FastifyInstance, deps: { messages: MessageService }): void {
  const messages = deps.messages;

  serve(app, messageApi.inbox, (c) => messages.inbox(c.merchant, c.session, c.query, c.client.language));
  serve(app, messageApi.inboxByPost, (c) => messages.inbox(c.merchant, c.session, c.body, c.client.language));
  serve(app, messageApi.unreadCounts, (c) => messages.unreadCounts(c.merchant, c.session));
  serve(app, messageApi.inboxUnreadCount, (c) => messages.unreadCount(c.merchant, c.session, 'inbox'));
  serve(app, messageApi.chatUnreadCount, (c) => messages.unreadCount(c.merchant, c.session, 'chat'));
  serve(app, messageApi.markRead, (c) => messages.markRead(c.merchant, c.session, c.body));
  serve(app, messageApi.message, (c) =>
    messages.message(c.merchant, c.session, c.params.id, c.client.language),
  );

  // The 500cai mailbox's inbox side.
  serve(app, legacyMessageApi.unreadCount, (c) => messages.unreadCount(c.merchant, c.session, 'inbox'));
  serve(app, legacyMessageApi.inbox, (c) =>
    messages.inbox(c.merchant, c.session, c.query, c.client.language),
  );
  serve(app, legacyMessageApi.deleteInbox, (c) => messages.remove(c.merchant, c.session, c.query.messageIds));

  serve(app, messageApi.notices, (c) => messages.notices(c.merchant, c.query, c.client.language));
  serve(app, messageApi.noticesByPost, (c) => messages.notices(c.merchant, c.body, c.client.language));
  serve(app, messageApi.announcements, (c) => messages.notices(c.merchant, c.query, c.client.language));
  serve(app, messageApi.announcementsByPost, (c) => messages.notices(c.merchant, c.body, c.client.language));
  serve(app, legacySiteApi.announcementsAdvanced, (c) =>
    messages.notices(c.merchant, c.query, c.client.language),
  );
  serve(app, messageApi.noticeV2, (c) => messages.noticeV2(c.merchant, c.query, c.client.language));
  serve(app, messageApi.popups, (c) => messages.popups(c.merchant, c.session, c.client.language));

  serve(app, messageAdminApi.send, (c) => messages.send(c.merchant, c.operator, c.body));
  serve(app, messageAdminApi.online, (c) => messages.online(c.merchant, c.operator, c.body));
}
