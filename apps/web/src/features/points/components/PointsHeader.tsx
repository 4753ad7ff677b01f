import { useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session';
import { openLoginOnDesktop } from '../../auth';
import { MemberAvatar } from '../../account';
import { useMemberInfo } from '../../session';
import { refreshPointBalance } from '../api/points';
import { usePointBalance, useReloadPoints } from '../hooks/usePoints';
import { formatPoints } from './format';
import { useTranslation } from '../../../lib/i18n';

/**
 * The mall's header: avatar, nickname and the points that may be spent, a
 * refresh that first collects points earned and not yet credited, and the way to the details.
 * Visitors get the way to log in instead.
 */
export function PointsHeader({
  detailOpen,
  onDetail,
}: {
  detailOpen: boolean;
  onDetail(open: boolean): void;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const member = useMemberInfo();
  const balance = usePointBalance();
  const reload = useReloadPoints();
  const [refreshing, setRefreshing] = useState(false);

  if (!session.token) {
    return (
      <div className="pm-header pm-header--guest" data-testid="pm-header">
        <p>{t('pm_login_needed')}</p>
        <Link
          className="btn btn--gold btn--sm"
          to="/login"
          onClick={openLoginOnDesktop}
          data-testid="pm-login"
        >
          {t('pm_login')}
        </Link>
      </div>
    );
  }

  const info = member.data;
  const nickname = session.nickname ?? info?.nickname ?? session.account ?? '';
  const refresh = async () => {
    setRefreshing(true);
    try {
      await refreshPointBalance();
    } catch {
      // The balance below still reloads; a failed collection shows as an unchanged number.
    } finally {
      await reload();
      setRefreshing(false);
    }
  };

  return (
    <div className="pm-header" data-testid="pm-header">
      <MemberAvatar icon={info?.icon ?? 1} size={52} className="pm-header__avatar" />
      <div className="pm-header__who">
        <strong className="pm-header__name" data-testid="pm-nickname">
          {nickname}
        </strong>
        <span className="pm-header__label">{t('pm_balance')}</span>
      </div>
      <div className="pm-header__balance">
        <strong data-testid="pm-balance" aria-busy={balance.isPending || refreshing || undefined}>
          {balance.data ? formatPoints(balance.data.available) : '—'}
        </strong>
        <button
          type="button"
          className="pm-header__refresh"
          aria-label={t('pm_refresh')}
          title={t('pm_refresh')}
          disabled={refreshing}
          onClick={() => void refresh()}
          data-testid="pm-refresh"
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" className={refreshing ? 'pm-spin' : undefined}>
            <path
              d="M20 12a8 8 0 1 1-2.34-5.66M20 4v4h-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      </div>
      <button
        type="button"
        className="btn btn--ghost btn--sm pm-header__detail"
        onClick={() => onDetail(!detailOpen)}
        data-testid="pm-open-detail"
      >
        {detailOpen ? t('pm_back_to_mall') : t('pm_open_detail')}
      </button>
    </div>
  );
}
