import type { FirstViewData } from '../../platform/http/first-view.js';
import type { MerchantContext } from './merchant-context.js';
import type { MerchantDirectory } from './merchant-directory.js';
import { isLocalHost, type SettingsService } from './settings.service.js';

export interface FirstViewDeps {
  directory: Pick<MerchantDirectory, 'byMerchantCode'>;
  settings: Pick<SettingsService, 'openToVisitor'>;
  /** The merchant's home carousel as visitors see it (MessageService.homeBanners, from memory). */
  homeBanners: (
    merchant: MerchantContext,
  ) => Promise<
    ReadonlyArray<{ url: string; title: string; texts?: FirstViewData['banners'][number]['texts'] }>
  >;
  /** The game types the merchant offers in its nav (GameCatalogue.offeredTypes, from memory). */
  offeredGameTypes?: (merchant: MerchantContext) => Promise<readonly string[]>;
  /** The merchant of hosts registered to none (DEFAULT_MERCHANT). */
  defaultMerchant: string;
}

/**
 * What the landing page's first view shows a visitor: the merchant's name, logo, languages and
 * home banners, which its public calls (consolidated settings, MCSFE_noticeV2) answer anyway, and
 * only where the app would show the landing page: on a host of the merchant's own (or this
 * machine's), neither under maintenance nor blocked for the visitor's country.
 */
export class FirstViewService {
  constructor(private readonly deps: FirstViewDeps) {}

  async firstView(visitor: {
    merchant: MerchantContext | null;
    host: string;
    ip: string;
  }): Promise<FirstViewData | null> {
    // An unregistered host gets the domain check's page from the app, not the default merchant's site.
    const merchant =
      visitor.merchant ??
      (isLocalHost(visitor.host)
        ? await this.deps.directory.byMerchantCode(this.deps.defaultMerchant)
        : null);
    if (!merchant || !(await this.deps.settings.openToVisitor(merchant, visitor.ip))) return null;
    const [banners, gameTypes] = await Promise.all([
      this.deps.homeBanners(merchant),
      this.deps.offeredGameTypes?.(merchant),
    ]);
    const logo = merchant.extra.mobileTemplate?.['web_logo'];
    return {
      merchantName: merchant.name,
      logo: typeof logo === 'string' && logo.trim() ? logo.trim() : null,
      languages: merchant.languages,
      defaultLanguage: merchant.defaultLanguage,
      banners: banners.map((b) => ({ url: b.url, title: b.title, texts: b.texts })),
      ...(gameTypes ? { gameTypes } : {}),
    };
  }
}
