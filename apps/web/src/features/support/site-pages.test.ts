import { describe, expect, it } from 'vitest';
import type { HelpTag } from '@platform/shared';
import { openedFromParentWindow, resolveHelpHash, visibleTags } from './help/help-filter';
import { downloadTargets, iosMajorVersion, needsIos17Tip, nextStep } from './download/download-logic';
import { domainOrigin, measureDomain, probe, speedClass, speedTestTaskOf } from './speed/speed';
import { imageProblem, validateFeedback } from './feedback/feedback-form';
import { toolbarItems } from './toolbar/toolbar-items';

const tag = (id: number, code: string, sort: number, slugs: string[]): HelpTag => ({
  id,
  tag: code,
  title: code,
  bgColor: null,
  sort,
  children: slugs.map((slug, index) => ({
    id: id * 10 + index,
    slug,
    title: slug,
    content: '',
    sort: index,
  })),
});

describe('help centre', () => {
  const tags = [
    tag(2, 'WITHDRAW', 2, ['slow-withdrawal']),
    tag(1, 'DEPOSIT', 1, ['how-to-deposit', 'deposit-missing']),
  ];

  it('sorts tags, and leaves deposit and withdraw out when a parent window opened the page', () => {
    const all = [...tags, tag(3, 'ACCOUNT', 0, ['reset-password'])];
    expect(visibleTags(all, false).map((t) => t.tag)).toEqual(['ACCOUNT', 'DEPOSIT', 'WITHDRAW']);
    expect(visibleTags(all, true).map((t) => t.tag)).toEqual(['ACCOUNT']);
    expect(visibleTags([tag(4, 'deposit', 1, [])], true)).toEqual([]);
  });

  it('knows a page opened by another window or framed in one', () => {
    const top = { opener: null, parent: undefined as unknown as Window };
    top.parent = top as unknown as Window;
    expect(openedFromParentWindow(top)).toBe(false);
    expect(openedFromParentWindow({ ...top, opener: {} as Window, parent: top.parent })).toBe(true);
    const framed = { opener: null, parent: {} as Window };
    expect(openedFromParentWindow(framed)).toBe(true);
  });

  it('resolves #slug to its topic and #code to its tag', () => {
    expect(resolveHelpHash(tags, '#deposit-missing')).toEqual({ tagId: 1, topicId: 11 });
    expect(resolveHelpHash(tags, '#withdraw')).toEqual({ tagId: 2, topicId: null });
    expect(resolveHelpHash(tags, '#nothing')).toBeNull();
    expect(resolveHelpHash(tags, '')).toBeNull();
    expect(resolveHelpHash(tags, '#%E0%A4%A')).toBeNull();
  });
});

describe('download page', () => {
  it('offers IOS, Android and H5 links in that order, only http(s)', () => {
    const targets = downloadTargets([
      { resourceType: 'H5', url: 'https://m.example.test/', qrCodeUrl: null },
      { resourceType: 'SKYPE', url: 'skype:x', qrCodeUrl: null },
      { resourceType: 'IOS', url: 'https://www.example.test/app/ios', qrCodeUrl: null },
      { resourceType: 'Android', url: 'javascript:alert(1)', qrCodeUrl: null },
    ]);
    expect(targets).toEqual([
      { type: 'IOS', url: 'https://www.example.test/app/ios' },
      { type: 'H5', url: 'https://m.example.test/' },
    ]);
  });

  it('warns iOS 17 and later only', () => {
    const ios = (v: string) => `Mozilla/5.0 (iPhone; CPU iPhone OS ${v} like Mac OS X) AppleWebKit/605.1.15`;
    expect(iosMajorVersion(ios('16_6'))).toBe(16);
    expect(needsIos17Tip(ios('16_6'))).toBe(false);
    expect(needsIos17Tip(ios('17_0'))).toBe(true);
    expect(needsIos17Tip(ios('18_1_1'))).toBe(true);
    expect(needsIos17Tip('Mozilla/5.0 (Linux; Android 14) Chrome/126')).toBe(false);
  });

  it('keeps the carousel within its 6 steps', () => {
    expect(nextStep(0, -1)).toBe(0);
    expect(nextStep(4, 1)).toBe(5);
    expect(nextStep(5, 1)).toBe(5);
  });
});

describe('speed test', () => {
  it('bands answer times: 0 unreachable, <=80 fast, 81-150 normal, above slow', () => {
    expect([0, 1, 80, 81, 150, 151].map(speedClass)).toEqual([
      'down',
      'fast',
      'fast',
      'normal',
      'normal',
      'slow',
    ]);
  });

  it('gives bare domains the page scheme', () => {
    expect(domainOrigin('line2.example.test', 'https:')).toBe('https://line2.example.test');
    expect(domainOrigin('http://a.test/', 'https:')).toBe('http://a.test');
    expect(domainOrigin('  ', 'https:')).toBeNull();
  });

  it('measures a line by its ping and reports a failure as 0', async () => {
    let clock = 100;
    const urls: string[] = [];
    const ok = await measureDomain('https://a.test', {
      fetch: (url) => {
        urls.push(url);
        clock += 42;
        return Promise.resolve({});
      },
      now: () => clock,
    });
    expect(ok).toBe(42);
    expect(urls[0]).toMatch(/^https:\/\/a\.test\/wps\/system\/test\/ping\?t=\d+$/);
    const down = await measureDomain('https://b.test', {
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      now: () => 0,
    });
    expect(down).toBe(0);
  });

  it('times a task out and says so', async () => {
    const result = await probe('https://slow.test/ping.json', 10, {
      fetch: (_url, init) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
      now: () => 0,
    });
    expect(result).toMatchObject({ ok: false, message: 'timeout' });
  });

  it('reads only well-formed SPEED_TEST tasks', () => {
    expect(speedTestTaskOf({ taskId: 't1', url: 'https://a.test/ping.json', timeoutMs: 5000 })).toEqual({
      taskId: 't1',
      url: 'https://a.test/ping.json',
      timeoutMs: 5000,
    });
    expect(speedTestTaskOf({ taskId: 't1', url: 'file:///etc/passwd', timeoutMs: 5 })).toBeNull();
    expect(speedTestTaskOf({ taskId: '', url: 'https://a.test' })).toBeNull();
    expect(speedTestTaskOf({ taskId: 't2', url: 'https://a.test' })?.timeoutMs).toBe(10_000);
  });
});

describe('feedback form', () => {
  it('needs a 20-500 character description and a captcha', () => {
    expect(validateFeedback({ content: '', captcha: '' })).toEqual({
      content: 'not_empty',
      captcha: 'not_empty',
    });
    expect(validateFeedback({ content: 'short', captcha: 'ab12' })).toEqual({ content: 'sup_fb_length' });
    expect(validateFeedback({ content: 'x'.repeat(20), captcha: 'ab12' })).toEqual({});
    expect(validateFeedback({ content: 'x'.repeat(501), captcha: 'ab12' }).content).toBe('sup_fb_length');
  });

  it('takes jpg, jpeg and png up to 5 MB', () => {
    expect(imageProblem({ name: 'a.PNG', type: 'image/png', size: 10 })).toBeNull();
    expect(imageProblem({ name: 'a.jpeg', type: 'image/jpeg', size: 10 })).toBeNull();
    expect(imageProblem({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe('activity_apply_remark_limit2');
    expect(imageProblem({ name: 'a.png', type: 'image/svg+xml', size: 10 })).toBe(
      'activity_apply_remark_limit2',
    );
    expect(imageProblem({ name: 'a.png', type: 'image/png', size: 5_242_881 })).toBe(
      'activity_apply_remark_limit3',
    );
  });
});

describe('right tool bar', () => {
  const base = {
    settings: {
      resources: [
        { resourceType: 'IOS' as const, url: 'https://x.test/ios', qrCodeUrl: null },
        { resourceType: 'SKYPE' as const, url: 'skype:support.x?chat', qrCodeUrl: null },
      ],
      mobileTemplate: { wechat: 'gold_lotus', zalo: 'https://zalo.me/123' },
    },
    serviceEntries: [],
    loggedIn: false,
    trial: false,
    flagsOn: new Set(['DEPOSIT']),
  };

  it('shows contacts and links only where the merchant set them', () => {
    const items = toolbarItems(base);
    expect(items.map((i) => i.id)).toEqual([
      'wechat',
      'skype',
      'download',
      'promotion',
      'speedtest',
      'notice',
      'help',
      'zalo',
      'feedback',
      'top',
    ]);
    expect(items[0]).toEqual({ id: 'wechat', kind: 'copy', value: 'gold_lotus' });
    expect(items.find((i) => i.id === 'zalo')).toEqual({
      id: 'zalo',
      kind: 'link',
      href: 'https://zalo.me/123',
    });
  });

  it('adds recharge and members for real members, deposit flag permitting', () => {
    const member = toolbarItems({ ...base, loggedIn: true }).map((i) => i.id);
    expect(member).toContain('recharge');
    expect(member).toContain('member');
    expect(toolbarItems({ ...base, loggedIn: true, trial: true }).map((i) => i.id)).not.toContain('member');
    expect(toolbarItems({ ...base, loggedIn: true, flagsOn: new Set() }).map((i) => i.id)).not.toContain(
      'recharge',
    );
  });
});
