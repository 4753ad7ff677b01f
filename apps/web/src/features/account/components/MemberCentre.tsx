import { useEffect, useRef, type ComponentType } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session';
import { PageShell } from '../../../lib/ui/PageShell';
import { CentrePanel } from '../../../lib/ui/CentrePanel';
import { useMemberInfo } from '../../session';
import { useFlagsOn } from '../../../lib/settings/useFlagsOn';
import {
  DEFAULT_MEMBER_PAGE,
  INFO_BAR_PAGES,
  isTrialAccount,
  memberPageOf,
  memberPagePath,
  pageOffered,
  type MemberPageId,
} from '../member-pages';
import { WALLET_PANELS, useWalletPageFilter } from '../../wallet';
import { ConsolidatedContracts } from '../../agent';
import { PROMOTION_PANELS, REWARD_PAGES } from '../../promotion';
import { MESSAGE_PANELS } from '../../message';
import { EntryIcon } from './EntryIcon';
import { SecurityCenter } from './SecurityCenter';
import { useTranslation } from '../../../lib/i18n';

/**
 * The panel of every member-centre page. A Record over all page ids, so a page added to
 * MEMBER_PAGES without its panel is a compile error rather than an empty screen.
 */
const PANELS: Record<MemberPageId, ComponentType> = {
  securityCenter: SecurityCenter,
  // A member's own salary and dividend contracts from the upline, answered here.
  playerMRDailySalary: ConsolidatedContracts,
  depositv2: WALLET_PANELS.depositv2!,
  withdraw: WALLET_PANELS.withdraw!,
  transferFund: WALLET_PANELS.transferFund!,
  transferUpline: WALLET_PANELS.transferUpline!,
  rewardCenter: PROMOTION_PANELS.rewardCenter!,
  missionLeaderboard: PROMOTION_PANELS.missionLeaderboard!,
  manualRebate: PROMOTION_PANELS.manualRebate!,
  bonusDetails: PROMOTION_PANELS.bonusDetails!,
  referral: PROMOTION_PANELS.referral!,
  messageV2: MESSAGE_PANELS.messageV2!,
};

function Panel({ page }: { page: MemberPageId }) {
  const Feature = PANELS[page];
  // Each panel's code arrives when it is first opened; the page list stays in place meanwhile
  // and the panel's loader covers it until it has loaded.
  return (
    <CentrePanel panelKey={page}>
      <Feature />
    </CentrePanel>
  );
}

/** /member?page=…: the member centre with its page list and the chosen page. */
export function MemberCentre() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const session = useSession();
  const member = useMemberInfo();
  const flagsOn = useFlagsOn();
  const walletShows = useWalletPageFilter();
  const page = memberPageOf(params.get('page'));
  const trial = isTrialAccount(session.isAgent ?? member.data?.isAgent);
  const navRef = useRef<HTMLElement>(null);

  // On phones the page list scrolls sideways; the open page should not sit off-screen.
  useEffect(() => {
    const list = navRef.current;
    const on = list?.querySelector<HTMLElement>('.member-centre__link--on');
    if (!list || !on || list.scrollWidth <= list.clientWidth) return;
    const offset = on.getBoundingClientRect().left - list.getBoundingClientRect().left;
    list.scrollLeft += offset - (list.clientWidth - on.offsetWidth) / 2;
  }, [page, flagsOn, walletShows]);

  if (trial) {
    return (
      <PageShell title={t('page_member')} testId="member-page">
        <div className="notice-card" data-testid="member-trial">
          <p className="notice-card__lead">{t('in_please_account')}</p>
          <Link className="btn btn--ghost" to="/">
            {t('back_home')}
          </Link>
        </div>
      </PageShell>
    );
  }

  // The default page leads; the rest follow the info bar's order, then transfer to upline.
  const nav = [
    DEFAULT_MEMBER_PAGE,
    ...INFO_BAR_PAGES.filter((p) => p !== DEFAULT_MEMBER_PAGE),
    'transferUpline' as const,
    ...REWARD_PAGES.filter((p) => p !== 'referral' || (session.isAgent ?? member.data?.isAgent) === 0),
  ].filter((p) => pageOffered(p, flagsOn) && walletShows(p));
  if (!nav.includes(page)) nav.push(page);
  return (
    <PageShell title={t('page_member')} testId="member-page">
      <div className="member-centre" data-page={page}>
        <nav className="member-centre__nav" aria-label={t('page_member')} ref={navRef}>
          {nav.map((p) => (
            <Link
              key={p}
              to={memberPagePath(p)}
              className={`member-centre__link${p === page ? ' member-centre__link--on' : ''}`}
              aria-current={p === page ? 'page' : undefined}
              data-testid={`member-nav-${p}`}
            >
              <EntryIcon page={p} />
              <span>{t(`acct_page_${p}`)}</span>
            </Link>
          ))}
        </nav>
        <div className="member-centre__panel">
          <h2 className="member-centre__title">{t(`acct_page_${page}`)}</h2>
          <Panel page={page} />
        </div>
      </div>
    </PageShell>
  );
}
