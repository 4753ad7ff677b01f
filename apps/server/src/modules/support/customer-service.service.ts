import {
  BUILTIN_LIVECHAT_PATH,
  type AdminCsEntry,
  type AdminCsEntryRequest,
  type AdminScript,
  type AdminScriptRequest,
  type CustomerServiceScript,
  type CustomerServiceScriptsValue,
} from '@platform/shared';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import type { CsEntryRow, CustomerServiceEntries, MerchantContext } from '../settings/index.js';
import type { AdminContext } from '../admin/index.js';
import type { PromotionReads } from '../promotion/index.js';
import { CustomerServiceRepository, type CsScriptRow } from './customer-service.repository.js';

const HTTP_URL = /^https?:\/\/[^\s"'<>]+$/i;

function toEntry(row: CsEntryRow): AdminCsEntry {
  return {
    id: row.id,
    title: row.title,
    csType: row.csType,
    csPosition: row.csPosition,
    path: row.path,
    builtin: row.path === BUILTIN_LIVECHAT_PATH,
    labelIds: row.labelIds,
    sort: row.sort,
  };
}

function toScript(row: CsScriptRow): CustomerServiceScript {
  return { id: row.id, csType: row.csType, position: row.position, src: row.src };
}

function toAdminScript(row: CsScriptRow): AdminScript {
  return { ...toScript(row), enabled: row.enabled, sort: row.sort };
}

/** An https URL of a script file: a page must never run inline code or load one over http. */
function scriptSrc(src: string): string {
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    throw new AppError('request.invalid', 'src: an https URL');
  }
  if (url.protocol !== 'https:' || !url.hostname || url.username || url.password || /[\s"'<>]/.test(src)) {
    throw new AppError('request.invalid', 'src: an https URL');
  }
  return url.toString();
}

/**
 * Customer-service entries (the list menu; the built-in chat is a LIVECHAT entry with the
 * BUILTIN_LIVECHAT_PATH marker) and the third-party scripts pages load.
 */
export class CustomerServiceService {
  private readonly repository: CustomerServiceRepository;

  constructor(
    db: Db,
    private readonly entryStore: CustomerServiceEntries,
    /** Entries may be limited to VIP labels of the merchant. */
    private readonly promotions: Pick<PromotionReads, 'knownLabelIds'>,
  ) {
    this.repository = new CustomerServiceRepository(db);
  }

  private sameMerchant(merchant: MerchantContext, actor: AdminContext): void {
    if (actor.merchantId !== merchant.id) throw new AppError('permission.denied');
  }

  async scripts(merchant: MerchantContext): Promise<CustomerServiceScriptsValue> {
    return { scripts: (await this.repository.scripts(merchant.id, true)).map(toScript) };
  }

  // ---- Back office ------------------------------------------------------------------------------

  async entries(merchant: MerchantContext, actor: AdminContext): Promise<AdminCsEntry[]> {
    this.sameMerchant(merchant, actor);
    return (await this.entryStore.list(merchant.id)).map(toEntry);
  }

  async saveEntry(
    merchant: MerchantContext,
    actor: AdminContext,
    input: AdminCsEntryRequest,
    id?: number,
  ): Promise<AdminCsEntry> {
    this.sameMerchant(merchant, actor);
    if (input.builtin && input.csType !== 'LIVECHAT') {
      throw new AppError('request.invalid', 'builtin: only a LIVECHAT entry');
    }
    if (!input.builtin && !HTTP_URL.test(input.path))
      throw new AppError('request.invalid', 'path: an http(s) URL');
    const labelIds = [...new Set(input.labelIds)];
    const known = await this.promotions.knownLabelIds(merchant.id, labelIds);
    if (labelIds.some((labelId) => !known.has(labelId))) {
      throw new AppError('request.invalid', 'labelIds: not VIP labels of this merchant');
    }
    const fields = {
      title: input.title,
      csType: input.csType,
      csPosition: input.csPosition,
      path: input.builtin ? BUILTIN_LIVECHAT_PATH : input.path,
      labelIds,
      sort: input.sort,
    };
    const row =
      id === undefined
        ? await this.entryStore.insert(merchant.id, fields)
        : await this.entryStore.update(merchant.id, id, fields);
    if (!row) throw new AppError('resource.not.found');
    return toEntry(row);
  }

  async deleteEntry(merchant: MerchantContext, actor: AdminContext, id: number) {
    this.sameMerchant(merchant, actor);
    if (!(await this.entryStore.remove(merchant.id, id))) throw new AppError('resource.not.found');
    return { deleted: true } as const;
  }

  async adminScripts(merchant: MerchantContext, actor: AdminContext): Promise<AdminScript[]> {
    this.sameMerchant(merchant, actor);
    return (await this.repository.scripts(merchant.id, false)).map(toAdminScript);
  }

  async saveScript(
    merchant: MerchantContext,
    actor: AdminContext,
    input: AdminScriptRequest,
    id?: number,
  ): Promise<AdminScript> {
    this.sameMerchant(merchant, actor);
    const fields = {
      csType: input.csType,
      position: input.position,
      src: scriptSrc(input.src),
      enabled: input.enabled,
      sort: input.sort,
    };
    const row =
      id === undefined
        ? await this.repository.insertScript({ merchantId: merchant.id, ...fields })
        : await this.repository.updateScript(merchant.id, id, fields);
    if (!row) throw new AppError('resource.not.found');
    return toAdminScript(row);
  }

  async deleteScript(merchant: MerchantContext, actor: AdminContext, id: number) {
    this.sameMerchant(merchant, actor);
    if (!(await this.repository.deleteScript(merchant.id, id))) throw new AppError('resource.not.found');
    return { deleted: true } as const;
  }
}
