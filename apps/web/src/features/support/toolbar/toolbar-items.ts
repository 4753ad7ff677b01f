import type { ConsolidatedSettings, CustomerServiceEntry } from '@platform/shared';

/** Tools of the right tool bar in spec order, plus feedback before back-to-top. */
export const TOOL_IDS = [
  'wechat',
  'qq',
  'livechat',
  'skype',
  'download',
  'promotion',
  'speedtest',
  'notice',
  'help',
  'recharge',
  'member',
  'zalo',
  'feedback',
  'top',
] as const;
export type ToolId = (typeof TOOL_IDS)[number];

export type ToolItem =
  | { id: ToolId; kind: 'route'; to: string }
  | { id: ToolId; kind: 'link'; href: string }
  | { id: ToolId; kind: 'copy'; value: string }
  | { id: ToolId; kind: 'service'; entries: CustomerServiceEntry[] }
  | { id: ToolId; kind: 'action' };

export interface ToolbarInput {
  settings: Pick<ConsolidatedSettings, 'resources' | 'mobileTemplate'> | undefined;
  serviceEntries: CustomerServiceEntry[];
  loggedIn: boolean;
  trial: boolean;
  flagsOn: ReadonlySet<string> | null;
}

const APP_TYPES = ['IOS', 'ANDROID', 'H5'];

/** A contact the merchant set (mobileTemplate wechat, qq, zalo): a link opens, an id is copied. */
function contact(id: ToolId, value: string | undefined): ToolItem | null {
  const text = value?.trim();
  if (!text) return null;
  return /^https?:\/\//i.test(text) ? { id, kind: 'link', href: text } : { id, kind: 'copy', value: text };
}

/** The tools the merchant's data supports, for this visitor or member. */
export function toolbarItems(input: ToolbarInput): ToolItem[] {
  const template = input.settings?.mobileTemplate ?? {};
  const resources = input.settings?.resources ?? [];
  const skype = resources.find((r) => r.resourceType === 'SKYPE')?.url.trim();
  const hasApp = resources.some((r) => APP_TYPES.includes(r.resourceType.toUpperCase()) && r.url.trim());
  const member = input.loggedIn && !input.trial;
  const depositOn = !input.flagsOn || input.flagsOn.has('DEPOSIT');

  const candidates: Record<ToolId, ToolItem | null> = {
    wechat: contact('wechat', template.wechat),
    qq: contact('qq', template.qq),
    livechat: input.serviceEntries.length
      ? { id: 'livechat', kind: 'service', entries: input.serviceEntries }
      : null,
    skype: skype && /^(https?:\/\/|skype:)/i.test(skype) ? { id: 'skype', kind: 'link', href: skype } : null,
    download: hasApp ? { id: 'download', kind: 'route', to: '/download' } : null,
    promotion: { id: 'promotion', kind: 'route', to: '/promotions' },
    speedtest: { id: 'speedtest', kind: 'route', to: '/speedtest' },
    notice: { id: 'notice', kind: 'action' },
    help: { id: 'help', kind: 'route', to: '/help' },
    recharge: member && depositOn ? { id: 'recharge', kind: 'route', to: '/member?page=depositv2' } : null,
    member: member ? { id: 'member', kind: 'route', to: '/member' } : null,
    zalo: contact('zalo', template.zalo),
    feedback: { id: 'feedback', kind: 'action' },
    top: { id: 'top', kind: 'action' },
  };
  return TOOL_IDS.map((id) => candidates[id]).filter((item): item is ToolItem => item !== null);
}
