import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSettings } from '../../../lib/settings/useSettings';
import { saveMemberIcon } from '../api/account';
import { useMemberIcon } from '../hooks/useAccountData';
import { MemberAvatar } from './MemberAvatar';
import { useTranslation } from '../../../lib/i18n';

/** Profile icons offered when neither the server nor the settings say how many. */
export const DEFAULT_ICON_COUNT = 9;

export function iconCount(fromServer: number | undefined, fromSettings: number | undefined): number {
  for (const count of [fromServer, fromSettings]) {
    if (typeof count === 'number' && Number.isInteger(count) && count > 0) return Math.min(count, 99);
  }
  return DEFAULT_ICON_COUNT;
}

export function IconChooser() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const settings = useSettings();
  const icon = useMemberIcon();
  const [saving, setSaving] = useState<number | null>(null);
  const count = iconCount(icon.data?.count, settings.data?.gw?.PROFILE_ICON_COUNT);
  const current = icon.data?.icon ?? null;

  const choose = async (next: number) => {
    if (next === current || saving !== null) return;
    setSaving(next);
    try {
      const saved = await saveMemberIcon(next);
      queryClient.setQueriesData({ queryKey: ['account', 'icon'] }, saved);
      await queryClient.invalidateQueries({ queryKey: ['member', 'info'] });
    } catch {
      // The api client has shown the server's message; the old icon stays selected.
    } finally {
      setSaving(null);
    }
  };

  return (
    <section className="security-card" data-testid="icon-chooser">
      <header className="security-card__head">
        <div>
          <h2 className="security-card__title">{t('acct_icon_title')}</h2>
          <p className="security-card__desc">{t('acct_icon_desc')}</p>
        </div>
      </header>
      <div className="icon-grid" role="radiogroup" aria-label={t('acct_icon_title')}>
        {Array.from({ length: count }, (_, i) => i + 1).map((n) => (
          <button
            key={n}
            type="button"
            role="radio"
            aria-checked={current === n}
            aria-label={t('acct_icon_option', { number: n })}
            className={`icon-grid__item${current === n ? ' icon-grid__item--on' : ''}`}
            disabled={saving !== null || icon.isPending}
            onClick={() => void choose(n)}
            data-testid={`icon-option-${n}`}
          >
            <MemberAvatar icon={n} size={52} numbered />
          </button>
        ))}
      </div>
    </section>
  );
}
