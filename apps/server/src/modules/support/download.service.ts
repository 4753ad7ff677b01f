import QRCode from 'qrcode';
import type { DownloadSettingValue } from '@platform/shared';
import type { MerchantContext, SettingsService } from '../settings/index.js';

const APP_RESOURCES = ['IOS', 'Android', 'H5'];
const EMPTY_TEXTS = { app_desc: '', bottom_app_desc: '', login_prompt_text: '' };
/** The download page's QR size. */
const QR_WIDTH = 130;
const QR_CACHE_LIMIT = 500;

/** The app download page: where to get the apps, their QR codes and the texts of the language. */
export class DownloadService {
  /** Download URLs rarely change; drawing their QR codes once keeps the page cheap. */
  private readonly qrCache = new Map<string, string>();

  constructor(private readonly settings: Pick<SettingsService, 'resources'>) {}

  private async qrCodeOf(url: string): Promise<string> {
    const cached = this.qrCache.get(url);
    if (cached) return cached;
    const dataUrl = await QRCode.toDataURL(url, { margin: 1, width: QR_WIDTH });
    if (this.qrCache.size >= QR_CACHE_LIMIT) this.qrCache.clear();
    this.qrCache.set(url, dataUrl);
    return dataUrl;
  }

  async setting(merchant: MerchantContext, language: string): Promise<DownloadSettingValue> {
    const resources = (await this.settings.resources(merchant)).filter((r) =>
      APP_RESOURCES.includes(r.resourceType),
    );
    const byLanguage = merchant.extra.download ?? {};
    const served = byLanguage[language]
      ? language
      : byLanguage[merchant.defaultLanguage]
        ? merchant.defaultLanguage
        : (Object.keys(byLanguage)[0] ?? language);
    return {
      resources: await Promise.all(
        resources.map(async (r) => ({
          resourceType: r.resourceType,
          url: r.url,
          qrCodeUrl: r.qrCodeUrl ?? (await this.qrCodeOf(r.url)),
        })),
      ),
      texts: { ...EMPTY_TEXTS, ...byLanguage[served] },
      language: served,
    };
  }
}
