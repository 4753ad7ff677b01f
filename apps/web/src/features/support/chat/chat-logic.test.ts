import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@platform/shared';
import {
  CHAT_WINDOW_MAX_WIDTH,
  CHAT_WINDOW_MIN_HEIGHT,
  CHAT_WINDOW_MIN_WIDTH,
  clampToViewport,
  clampWindowSize,
  snapToCorner,
  windowPosition,
} from './bubble-geometry';
import { canSend, lastMessageId, mergeMessages, newClientMessageId, parseChatFrame } from './chat-state';
import { readVisitorToken, saveVisitorToken } from './visitor-token';

const message = (id: number, sender: ChatMessage['sender'] = 'CUSTOMER'): ChatMessage => ({
  id,
  conversationId: 7,
  sender,
  senderName: sender === 'AGENT' ? 'Amy' : 'Guest',
  content: `m${id}`,
  createdAt: id * 1000,
});

describe('chat state', () => {
  it('keeps each message once, oldest first', () => {
    const merged = mergeMessages([message(3), message(1)], [message(2), message(3, 'AGENT')]);
    expect(merged.map((m) => m.id)).toEqual([1, 2, 3]);
    expect(merged[2]!.sender).toBe('AGENT');
    expect(lastMessageId(merged)).toBe(3);
    expect(lastMessageId([])).toBe(0);
  });

  it('reads message and status frames of the conversation topic', () => {
    const event = { type: 'CHAT_MESSAGE', data: { conversationId: 7, message: message(5, 'AGENT') } };
    expect(parseChatFrame(JSON.stringify(event))).toEqual({ kind: 'message', message: message(5, 'AGENT') });
    const status = {
      type: 'CHAT_STATUS',
      data: { conversationId: 7, status: 'ACTIVE', customerName: 'Guest', agentName: 'Amy' },
    };
    expect(parseChatFrame(JSON.stringify(status))).toEqual({
      kind: 'conversation',
      status: 'ACTIVE',
      agentName: 'Amy',
    });
    expect(parseChatFrame('not json').kind).toBe('other');
    expect(parseChatFrame(JSON.stringify({ type: 'CHAT_STATUS', data: { status: 'BOGUS' } })).kind).toBe(
      'other',
    );
  });

  it('sends only non-blank text up to 1000 characters into an open conversation', () => {
    expect(canSend('hi', 'WAITING')).toBe(true);
    expect(canSend('   ', 'ACTIVE')).toBe(false);
    expect(canSend('hi', 'CLOSED')).toBe(false);
    expect(canSend('hi', null)).toBe(false);
    expect(canSend('x'.repeat(1000), 'ACTIVE')).toBe(true);
    expect(canSend('x'.repeat(1001), 'ACTIVE')).toBe(false);
  });

  it('makes client message ids of 8 to 64 characters', () => {
    const id = newClientMessageId(() => 'abc');
    expect(id).toBe('c-abc');
    expect(newClientMessageId().length).toBeGreaterThanOrEqual(8);
    expect(newClientMessageId(() => 'x'.repeat(100)).length).toBe(64);
  });
});

describe('visitor token', () => {
  it('is kept per merchant', () => {
    saveVisitorToken('demo', 'tok-1', localStorage);
    saveVisitorToken('alpha', 'tok-2', localStorage);
    expect(readVisitorToken('demo', localStorage)).toBe('tok-1');
    expect(readVisitorToken('alpha', localStorage)).toBe('tok-2');
    saveVisitorToken('demo', null, localStorage);
    expect(readVisitorToken('demo', localStorage)).toBeNull();
  });
});

describe('chat bubble geometry', () => {
  const screen = { width: 1000, height: 800 };
  const bubble = { width: 56, height: 56 };

  it('snaps to the nearest corner with 16 px side and 72 px top/bottom margins', () => {
    expect(snapToCorner({ x: 100, y: 100 }, bubble, screen)).toEqual({ x: 16, y: 72 });
    expect(snapToCorner({ x: 900, y: 100 }, bubble, screen)).toEqual({ x: 1000 - 56 - 16, y: 72 });
    expect(snapToCorner({ x: 100, y: 700 }, bubble, screen)).toEqual({ x: 16, y: 800 - 56 - 72 });
    expect(snapToCorner({ x: 600, y: 500 }, bubble, screen)).toEqual({ x: 928, y: 672 });
  });

  it('keeps a dragged bubble on screen', () => {
    expect(clampToViewport({ x: -40, y: 2000 }, bubble, screen)).toEqual({ x: 0, y: 744 });
  });

  it('limits the window to 200-480 wide and at least 280 high', () => {
    expect(clampWindowSize({ width: 100, height: 100 }, screen)).toEqual({
      width: CHAT_WINDOW_MIN_WIDTH,
      height: CHAT_WINDOW_MIN_HEIGHT,
    });
    expect(clampWindowSize({ width: 900, height: 600 }, screen)).toEqual({
      width: CHAT_WINDOW_MAX_WIDTH,
      height: 600,
    });
    expect(clampWindowSize({ width: 400, height: 2000 }, screen).height).toBe(800 - 32);
  });

  it('opens the window on the bubble side', () => {
    const size = { width: 380, height: 560 };
    expect(windowPosition({ x: 928, y: 672 }, bubble, size, screen)).toEqual({
      x: 1000 - 380 - 16,
      y: 672 - 560 - 8,
    });
    expect(windowPosition({ x: 16, y: 72 }, bubble, size, screen)).toEqual({ x: 16, y: 72 + 56 + 8 });
    // A short screen keeps the window on it.
    expect(windowPosition({ x: 928, y: 300 }, bubble, size, { width: 1000, height: 600 }).y).toBe(0);
  });
});
