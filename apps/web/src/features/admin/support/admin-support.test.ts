import { describe, expect, it } from 'vitest';
import { parseLabelIds } from './admin-support-api';
import { conversationOfFrame, customerLabel } from './chat-desk-logic';
import { feedbackTypeName } from './FeedbackInboxPage';
import { SUPPORT_ADMIN_PAGES } from './support-pages';

describe('support admin helpers', () => {
  it('parses VIP label ids', () => {
    expect(parseLabelIds('3, 4,,x 4 -1 2.5')).toEqual([3, 4]);
    expect(parseLabelIds('')).toEqual([]);
  });

  it('names feedback types', () => {
    expect(feedbackTypeName(2)).toBe('withdraw_issues');
    expect(feedbackTypeName(6)).toBe('apply_issues');
    expect(feedbackTypeName(99)).toBe('other_issues');
  });

  it('registers the pages in the support and content areas with unique paths', () => {
    const paths = SUPPORT_ADMIN_PAGES.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const page of SUPPORT_ADMIN_PAGES) expect(['support', 'content']).toContain(page.area);
  });
});

describe('chat desk frames', () => {
  const message = {
    id: 9,
    conversationId: 4,
    sender: 'CUSTOMER',
    senderName: 'V',
    content: 'hi',
    createdAt: 1,
  };

  it('finds the conversation of a message and of a status change', () => {
    expect(
      conversationOfFrame(JSON.stringify({ type: 'CHAT_MESSAGE', data: { conversationId: 4, message } })),
    ).toBe(4);
    expect(
      conversationOfFrame(
        JSON.stringify({
          type: 'CHAT_STATUS',
          data: { conversationId: 7, status: 'WAITING', customerName: 'V' },
        }),
      ),
    ).toBe(7);
  });

  it('ignores frames without a usable conversation', () => {
    expect(conversationOfFrame('not json')).toBeNull();
    expect(conversationOfFrame('null')).toBeNull();
    expect(conversationOfFrame(JSON.stringify({ data: { conversationId: '7' } }))).toBeNull();
    expect(conversationOfFrame(JSON.stringify({ data: { conversationId: -1 } }))).toBeNull();
  });

  it('labels members by account and visitors by their number', () => {
    expect(customerLabel({ account: 'demo002', customerName: 'Nick', conversationId: 3 })).toBe('demo002');
    expect(customerLabel({ account: null, customerName: 'Visitor', conversationId: 3 })).toBe('Visitor #3');
  });
});
