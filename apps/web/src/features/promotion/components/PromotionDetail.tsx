import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Promotion } from '@platform/shared';
import { ApiError } from '../../../lib/api';
import { toasts } from '../../../lib/toast-store';
import { Modal } from '../../../lib/ui/Modal';
import { useSession } from '../../../lib/session';
import { askToLogIn } from '../../games';
import { useLaunchDeps } from '../../games';
import { formatMoney } from '../../../lib/money/amounts';
import { requestBalanceRefresh, useMoneyStyle } from '../../wallet';
import { enablePromoCode } from '../api/promotion';
import { requestPromotionRefresh } from '../hooks/usePromotions';
import { agreeAction, goToTarget } from '../promotion-actions';
import { ApplyRewardModal } from './ApplyRewardModal';
import { RaffleTip } from './RaffleTip';
import { useTranslation } from '../../../lib/i18n';

function PromoCodeForm({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation();
  const style = useMoneyStyle();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async () => {
    if (busy) return;
    if (!code.trim()) {
      setFailure(t('not_empty'));
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const result = await enablePromoCode(code);
      toasts.show({
        kind: 'success',
        title: t('pr_code_ok'),
        message: `${promotion.title} · ${formatMoney(result.amount, style)}`,
        testId: 'toast-promo-code',
      });
      setCode('');
      requestBalanceRefresh();
      requestPromotionRefresh();
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message || t(error.code) : t('network_error'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="pr-code"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <input
        className="form-input"
        value={code}
        maxLength={32}
        placeholder={t('pr_code_placeholder')}
        aria-label={t('pr_code_placeholder')}
        data-testid="promo-code-input"
        onChange={(event) => setCode(event.target.value)}
      />
      <button type="submit" className="btn btn--gold" disabled={busy} data-testid="promo-code-submit">
        {t('pr_code_submit')}
      </button>
      {failure && (
        <p className="form-row__error" role="alert">
          {failure}
        </p>
      )}
    </form>
  );
}

function dateText(promotion: Promotion): string {
  const end = promotion.endDate ? new Date(promotion.endDate).toLocaleDateString('sv-SE') : null;
  return end ? `${promotion.startDateStr} ~ ${end}` : `${promotion.startDateStr} ~`;
}

/**
 * A promotion's detail popup: images, dates, bonus, the merchant's content and
 * the two buttons: go to the promotion (by type and login) and agree (apply, code or raffle).
 */
export function PromotionDetail({ promotion, onClose }: { promotion: Promotion; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const deps = useLaunchDeps();
  const style = useMoneyStyle();
  const session = useSession();
  const [applying, setApplying] = useState(false);
  const viewer = { loggedIn: Boolean(session.token), isAgent: session.isAgent };
  const goTo = goToTarget(promotion, viewer);
  const agree = agreeAction(promotion, viewer);
  const image = promotion.announcementImages[0]?.url;

  const onGoTo = () => {
    if (goTo.kind === 'route') {
      onClose();
      void navigate(goTo.to);
    } else if (goTo.kind === 'external') window.open(goTo.url, '_blank', 'noopener');
    else if (goTo.kind === 'login') askToLogIn(deps);
  };
  const onAgree = () => {
    if (agree.kind === 'login') askToLogIn(deps);
    else if (agree.kind === 'apply') setApplying(true);
  };

  return (
    <>
      <Modal
        size="wide"
        title={promotion.title}
        onClose={onClose}
        closeLabel={t('close')}
        testId="promotion-detail"
      >
        <div className="pr-detail" data-promotion-id={promotion.id} data-type={promotion.promotionType}>
          {image && <img className="pr-detail__image" src={image} alt="" />}
          <dl className="pr-detail__facts">
            <div>
              <dt>{t('pr_period')}</dt>
              <dd>{dateText(promotion)}</dd>
            </div>
            <div>
              <dt>{t('pr_bonus')}</dt>
              <dd data-testid="promotion-bonus">{formatMoney(promotion.bonusAmount, style)}</dd>
            </div>
            <div>
              <dt>{t('pr_turnover')}</dt>
              <dd>{t('pr_turnover_times', { n: promotion.turnoverMultiplier })}</dd>
            </div>
          </dl>
          <div
            className="pr-detail__content"
            data-testid="promotion-content"
            // Sanitised by the server on write and read (contract: no script, style, on* or javascript:).
            dangerouslySetInnerHTML={{ __html: promotion.content }}
          />
          {agree.kind === 'raffle' && <RaffleTip promotion={promotion} />}
          {agree.kind === 'code' && <PromoCodeForm promotion={promotion} />}
          <div className="pr-detail__actions">
            {goTo.kind !== 'none' && (
              <button type="button" className="btn btn--ghost" onClick={onGoTo} data-testid="promotion-goto">
                {t('pr_goto')}
              </button>
            )}
            {agree.kind === 'status' ? (
              <span className={`pr-status pr-status--${agree.status}`} data-testid="promotion-status">
                {t(`pr_status_${agree.status}`)}
              </span>
            ) : (
              (agree.kind === 'apply' || agree.kind === 'login') && (
                <button
                  type="button"
                  className="btn btn--gold"
                  onClick={onAgree}
                  data-testid="promotion-agree"
                >
                  {t('pr_agree')}
                </button>
              )
            )}
          </div>
        </div>
      </Modal>
      {applying && <ApplyRewardModal promotion={promotion} onClose={() => setApplying(false)} />}
    </>
  );
}
