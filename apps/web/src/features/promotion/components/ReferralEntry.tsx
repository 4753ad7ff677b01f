import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../../lib/session';
import { useSettings } from '../../../lib/settings/useSettings';
import { usableCustomerService } from '../../../lib/settings/api';
import { toasts } from '../../../lib/toast-store';
import { Modal } from '../../../lib/ui/Modal';
import { useTranslation } from '../../../lib/i18n';
import { openLoginModal } from '../../auth';
import { openCustomerService, pickCustomerService } from '../../customer-service';
import { useMemberInfo } from '../../session';
import { fetchReferral } from '../api/promotion';
import { referralTarget } from '../referral-routing';

/** The friend overview shown before login: how inviting works, with login and register. */
function FriendOverview({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Modal title={t('pr_referral_title')} onClose={onClose} testId="referral-overlay" closeLabel={t('close')}>
      <div className="pr-referral-overview">
        <p>{t('pr_referral_overview_lead')}</p>
        <ol className="pr-referral-overview__steps">
          <li>{t('pr_referral_overview_share')}</li>
          <li>{t('pr_referral_overview_register')}</li>
          <li>{t('pr_referral_overview_reward')}</li>
        </ol>
        <div className="pr-referral-overview__actions">
          <button
            type="button"
            className="btn btn--primary"
            data-testid="referral-overlay-login"
            onClick={() => {
              onClose();
              openLoginModal();
            }}
          >
            {t('pr_referral_overview_login')}
          </button>
          <button
            type="button"
            className="btn btn--ghost"
            data-testid="referral-overlay-register"
            onClick={() => {
              onClose();
              void navigate('/register');
            }}
          >
            {t('pr_referral_overview_join')}
          </button>
        </div>
      </div>
    </Modal>
  );
}

/**
 * The referral entry: before login it opens the friend overview; after login it routes by role
 * (agents to the agent register centre, members with referral enabled to their referral page,
 * everyone else to customer service).
 */
export function ReferralEntry({ className }: { className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const member = useMemberInfo();
  const { data: settings } = useSettings();
  const [overview, setOverview] = useState(false);
  const [busy, setBusy] = useState(false);

  const onClick = async () => {
    setBusy(true);
    try {
      const target = await referralTarget({
        loggedIn: Boolean(session.token),
        isAgent: session.isAgent ?? member.data?.isAgent,
        referralEnabled: async () => (await fetchReferral()).enabled,
      });
      if (target.kind === 'overview') setOverview(true);
      else if (target.kind === 'page') void navigate(target.to);
      else if (!openCustomerService(pickCustomerService(usableCustomerService(settings)))) {
        toasts.show({ kind: 'info', title: t('pr_referral_cs_unavailable') });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className={className ?? 'btn btn--ghost'}
        data-testid="referral-entry"
        disabled={busy}
        onClick={() => void onClick()}
      >
        {t('pr_referral_title')}
      </button>
      {overview && <FriendOverview onClose={() => setOverview(false)} />}
    </>
  );
}
