import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { Reward } from '@platform/shared';
import { useSession } from '../../../lib/session';
import { openLoginModal } from '../../auth';
import { PageShell } from '../../../lib/ui/PageShell';
import { useSettings } from '../../../lib/settings/useSettings';
import { useRewardTypes, useRewards } from '../hooks/usePoints';
import { CommodityDialog } from './CommodityDialog';
import { PointsDetail } from './PointsDetail';
import { PointsHeader } from './PointsHeader';
import { RedeemModal } from './RedeemModal';
import { RewardList } from './RewardList';
import { useTranslation } from '../../../lib/i18n';
import '../points.css';

/** LINE is the messenger of the Thai market: merchants paying in baht ask for a LINE id. */
const LINE_CURRENCIES = new Set(['THB']);

/**
 * The points mall, route pointMall: header, type filter and reward cards, the
 * redeem modal and the reward dialog; ?view=detail shows the points detail with its 3 tabs.
 */
export function PointMallPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const settings = useSettings();
  const [params, setParams] = useSearchParams();
  const rewards = useRewards();
  const types = useRewardTypes();
  const [redeeming, setRedeeming] = useState<Reward | null>(null);
  const [viewing, setViewing] = useState<Reward | null>(null);
  const detailOpen = Boolean(session.token) && params.get('view') === 'detail';
  const askLine = LINE_CURRENCIES.has(settings.data?.currency ?? '');

  const redeem = (reward: Reward) => {
    setViewing(null);
    if (session.token) {
      setRedeeming(reward);
      return;
    }
    // Visitors log in first: the modal on desktop, the login page on phones.
    if (window.matchMedia?.('(min-width: 768px)').matches) openLoginModal();
    else void navigate('/login');
  };

  return (
    <PageShell title={t('page_point_mall')} testId="point-mall-page">
      <PointsHeader detailOpen={detailOpen} onDetail={(open) => setParams(open ? { view: 'detail' } : {})} />
      {detailOpen ? (
        <PointsDetail />
      ) : rewards.isPending || types.isPending ? (
        <p className="pm-empty">{t('loading')}</p>
      ) : rewards.isError ? (
        <p className="pm-empty" role="alert" data-testid="pm-load-failed">
          {t('pm_load_failed')}
        </p>
      ) : (
        <RewardList
          rewards={rewards.data.list}
          types={types.data ?? []}
          onRedeem={redeem}
          onDetail={setViewing}
        />
      )}
      {viewing && (
        <CommodityDialog reward={viewing} onRedeem={() => redeem(viewing)} onClose={() => setViewing(null)} />
      )}
      {redeeming && (
        <RedeemModal
          key={redeeming.id}
          reward={rewards.data?.list.find((r) => r.id === redeeming.id) ?? redeeming}
          askLine={askLine}
          onClose={() => setRedeeming(null)}
        />
      )}
    </PageShell>
  );
}
