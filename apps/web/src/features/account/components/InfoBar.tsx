import { Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { dialogs } from '../../../lib/dialog-store';
import { useSession } from '../../../lib/session';
import { logout } from '../../session';
import { useMemberInfo } from '../../session';
import { rankProgressRatio } from '../api/account';
import { useFlagsOn } from '../../../lib/settings/useFlagsOn';
import { useDismiss } from '../../../lib/ui/use-dismiss';
import { useRankProgress } from '../hooks/useAccountData';
import {
  INFO_BAR_PAGES,
  isTrialAccount,
  memberPagePath,
  pageOffered,
  type MemberPageId,
} from '../member-pages';
import { useWalletPageFilter } from '../../wallet';
import { agentCentreOffered, agentPagePath, showsAgentMenu } from '../../agent';
import { EntryIcon } from './EntryIcon';
import { MemberAvatar } from './MemberAvatar';
import { useTranslation } from '../../../lib/i18n';

/**
 * Places the wallet and inbox features fill in: balance and wallets (walletList) and the
 * unread count per entry. Until they exist nothing is shown there, never a made-up number.
 */
export interface InfoBarSlots {
  balance?: ReactNode;
  wallets?: ReactNode;
  unread?: Partial<Record<MemberPageId, ReactNode>>;
  /** On the closed bar, over the avatar: what waits for the member (the unread messages). */
  alert?: ReactNode;
}

/** Trial accounts are told to use a real account instead of opening a member-centre page. */
export function refuseTrial(translate: (key: string) => string): void {
  dialogs.open({
    kind: 'warning',
    key: 'trial-account',
    message: translate('in_please_account'),
    actions: [{ label: translate('in_increase_submit'), primary: true }],
  });
}

function LevelChip({ name, color }: { name: string; color: string | null }) {
  return (
    <span
      className="info-bar__vip"
      data-testid="vip-level"
      style={color ? { borderColor: color, color } : undefined}
    >
      {name}
    </span>
  );
}

/** Ends the session; disabled once pressed, since the page reloads when the logout is done. */
function LogoutButton({ className, testId }: { className: string; testId: string }) {
  const { t } = useTranslation();
  const [leaving, setLeaving] = useState(false);
  return (
    <button
      type="button"
      className={`btn btn--ghost btn--sm ${className}`}
      data-testid={testId}
      disabled={leaving}
      onClick={() => {
        setLeaving(true);
        // A page that names its next page (?next=) is left for it, else for home.
        void logout(new URLSearchParams(window.location.search).get('next'));
      }}
    >
      {t('logout')}
    </button>
  );
}

/** The logged-in part of the header: who, VIP level and progress, member-centre entries, logout. */
export function InfoBar({ slots = {} }: { slots?: InfoBarSlots }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const member = useMemberInfo();
  const progress = useRankProgress();
  const flagsOn = useFlagsOn();
  const walletShows = useWalletPageFilter();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  // A new page or a click elsewhere closes the panel.
  useEffect(() => setOpen(false), [location.pathname, location.search]);
  useDismiss(open, rootRef, () => setOpen(false));

  const info = member.data;
  const nickname = session.nickname ?? info?.nickname ?? session.account ?? '';
  // VIP is present only when the club label has a name.
  const vip = info?.clubLabel?.labelName ? info.clubLabel : null;
  const ratio = rankProgressRatio(progress.data);
  const percent = ratio === null ? null : Math.round(ratio * 100);
  const trial = isTrialAccount(session.isAgent ?? info?.isAgent);
  const entries = INFO_BAR_PAGES.filter((page) => pageOffered(page, flagsOn) && walletShows(page));

  const openPage = (page: MemberPageId) => {
    setOpen(false);
    if (trial) refuseTrial((key) => t(key));
    else void navigate(memberPagePath(page));
  };

  return (
    <div className="account info-bar" data-testid="account-member" ref={rootRef}>
      <button
        type="button"
        className="info-bar__who"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('acct_open_member_menu')}
        data-testid="info-bar-toggle"
        onClick={() => setOpen((value) => !value)}
      >
        <MemberAvatar icon={info?.icon ?? 1} size={34} className="info-bar__avatar" />
        {!open && slots.alert && (
          <span className="info-bar__alert" data-testid="info-bar-alert">
            <Suspense fallback={null}>{slots.alert}</Suspense>
          </span>
        )}
        <span className="account__who info-bar__text">
          <span className="account__nickname" data-testid="nickname">
            {nickname}
          </span>
          <span className="info-bar__meta">
            {vip && <LevelChip name={vip.labelName} color={vip.color} />}
            {percent !== null && (
              <span
                className="info-bar__progress"
                role="progressbar"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                aria-label={t('acct_rank_progress')}
                data-testid="rank-progress"
              >
                <span style={{ width: `${percent}%` }} />
              </span>
            )}
          </span>
        </span>
        <svg className="info-bar__chevron" viewBox="0 0 12 12" aria-hidden="true">
          <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      {slots.balance && <span className="account__balance info-bar__balance">{slots.balance}</span>}
      <LogoutButton className="info-bar__logout" testId="logout-button" />

      {open && (
        <div className="info-bar__panel" id={panelId} data-testid="info-bar-panel">
          <div className="info-bar__head">
            <MemberAvatar icon={info?.icon ?? 1} size={48} />
            <div className="info-bar__id">
              <strong>{nickname}</strong>
              {(info?.account ?? session.account) !== nickname && (
                <span className="info-bar__account">{info?.account ?? session.account}</span>
              )}
              {vip && <LevelChip name={vip.labelName} color={vip.color} />}
            </div>
          </div>
          {percent !== null && (
            <div className="info-bar__rank" data-testid="rank-progress-detail">
              <span>{t('acct_rank_progress')}</span>
              <span className="info-bar__rank-bar">
                <span style={{ width: `${percent}%` }} />
              </span>
              <span className="info-bar__rank-value">{percent}%</span>
            </div>
          )}
          {slots.balance && <div className="info-bar__money">{slots.balance}</div>}
          {slots.wallets && <div className="info-bar__wallets">{slots.wallets}</div>}
          <nav className="info-bar__entries" aria-label={t('page_member')}>
            {entries.map((page) => (
              <button
                key={page}
                type="button"
                className="info-bar__entry"
                data-testid={`member-entry-${page}`}
                onClick={() => openPage(page)}
              >
                <EntryIcon page={page} />
                <span>{t(`acct_page_${page}`)}</span>
                {slots.unread?.[page]}
              </button>
            ))}
            {/* isAgent 1, 2, 41, 42 see the agent centre; the trial ones are then refused. */}
            {showsAgentMenu(session.isAgent ?? info?.isAgent) && agentCentreOffered(flagsOn) && (
              <button
                type="button"
                className="info-bar__entry"
                data-testid="member-entry-agent"
                onClick={() => {
                  setOpen(false);
                  if (trial) refuseTrial((key) => t(key));
                  else void navigate(agentPagePath());
                }}
              >
                <EntryIcon page="referral" />
                <span>{t('page_agent')}</span>
              </button>
            )}
          </nav>
          {/* Phones have no room for the header's logout button; the panel carries it there. */}
          <LogoutButton className="info-bar__panel-logout" testId="logout-entry" />
        </div>
      )}
    </div>
  );
}
