import { describe, expect, it } from 'vitest';
import { BUILTIN_LIVECHAT_PATH, type CustomerServiceEntry } from '@platform/shared';
import {
  customerServiceUrl,
  entriesForLabel,
  isBuiltInChat,
  pickCustomerService,
} from './open-customer-service';

const entry = (id: number, path: string, labelIds: number[] = []): CustomerServiceEntry => ({
  id,
  title: `cs${id}`,
  csType: 'LIVECHAT',
  csPosition: 'RIGHT',
  path,
  labelIds,
});

describe('customer service entries', () => {
  const all = [entry(1, 'https://a.test/chat'), entry(2, 'https://vip.test/chat', [3, 4])];

  it('lists unlabelled entries plus the ones of the VIP label', () => {
    expect(entriesForLabel(all, null).map((e) => e.id)).toEqual([1]);
    expect(entriesForLabel(all, 3).map((e) => e.id)).toEqual([1, 2]);
    expect(entriesForLabel(all, 9).map((e) => e.id)).toEqual([1]);
    expect(pickCustomerService(all, 4)?.id).toBe(2);
  });

  it('opens the built-in chat at /livechat and other entries at their own link', () => {
    const origin = 'https://www.example.test';
    expect(isBuiltInChat(entry(3, BUILTIN_LIVECHAT_PATH), origin)).toBe(true);
    expect(isBuiltInChat(entry(4, `${origin}/livechat`), origin)).toBe(true);
    expect(isBuiltInChat(entry(5, 'https://other.test/livechat'), origin)).toBe(false);
    expect(customerServiceUrl(entry(3, BUILTIN_LIVECHAT_PATH))).toBe('/livechat');
    expect(customerServiceUrl(entry(6, 'encrypted-path'))).toBeNull();
  });
});
