import { compareDecimal, shareOf, tryDecimalToMinor } from '@platform/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatMoney, isPositive, type MoneyStyle } from '../../../lib/money/amounts';
import { useMoneyStyle } from '../../wallet';
import { Figure, ListState, Pager, WalletCard, formatTime } from '../../../lib/ui/list-parts';
import { DataTable, type Column } from '../../../lib/ui/DataTable';
import { claimRebate, claimReferral } from '../api/promotion';
import {
  useBonusDetails,
  useClaim,
  useLeaderboard,
  useRebateRates,
  useRebateSummary,
  useReferral,
  useTasks,
} from '../hooks/useRewards';
import { useClaimToast } from './RewardCentre';
import { gameTypeText, useTranslation } from '../../../lib/i18n';
import '../promotion.css';

const PAGE_SIZE = 10;

/** A column of amounts in the merchant's money style. */
function moneyColumn<T>(
  key: string,
  label: string,
  amount: (row: T) => string,
  style: MoneyStyle,
): Column<T> {
  return { key, label, render: (row) => formatMoney(amount(row), style) };
}

/** missionLeaderboard: the missions and the ranking of the chosen one by bets in its period. */
export function MissionLeaderboardPage() {
  const { t } = useTranslation();
  const style = useMoneyStyle();
  const [params] = useSearchParams();
  const missions = useTasks('MISSION');
  const asked = Number(params.get('id'));
  const [chosen, setChosen] = useState<number | null>(null);
  const list = missions.data ?? [];
  const missionId =
    chosen ?? (list.some((m) => m.promotionId === asked) ? asked : (list[0]?.promotionId ?? null));
  const [page, setPage] = useState(1);
  const board = useLeaderboard(missionId, page);
  const data = board.data;
  if (!list.length)
    return <ListState loading={missions.isPending} failed={missions.isError} empty={t('in_no_data')} />;
  return (
    <div className="pr-board" data-testid="mission-leaderboard">
      {list.length > 1 && (
        <div className="pr-tabs" role="tablist">
          {list.map((mission) => (
            <button
              key={mission.promotionId}
              type="button"
              role="tab"
              aria-selected={mission.promotionId === missionId}
              className={`pr-tabs__tab${mission.promotionId === missionId ? ' pr-tabs__tab--on' : ''}`}
              onClick={() => {
                setChosen(mission.promotionId);
                setPage(1);
              }}
            >
              {mission.title}
            </button>
          ))}
        </div>
      )}
      <WalletCard title={data?.title ?? ''}>
        {data && (
          <p className="wallet-hint">
            {t('pr_board_target', { amount: formatMoney(data.target, style) })} ·{' '}
            {formatTime(data.periodStart)} ~ {formatTime(data.periodEnd)}
          </p>
        )}
        {data?.mine && (
          <p className="pr-board__mine" data-testid="board-mine">
            {t('pr_board_mine', { rank: data.mine.rank, amount: formatMoney(data.mine.betAmount, style) })}
          </p>
        )}
        {!data?.list.length ? (
          <ListState loading={board.isPending} failed={board.isError} empty={t('in_no_data')} />
        ) : (
          <DataTable<NonNullable<typeof data>['list'][number]>
            columns={[
              { key: 'rank', label: t('pr_board_rank'), render: (entry) => entry.rank },
              { key: 'member', label: t('pr_board_member'), render: (entry) => entry.username },
              moneyColumn('bets', t('pr_board_bets'), (entry) => entry.betAmount, style),
            ]}
            rows={data.list}
            rowKey={(entry) => entry.rank}
            testId="board-table"
            rowProps={(entry) => ({ className: entry.completed ? 'pr-table__done' : undefined })}
            className="pr-table"
          />
        )}
        <Pager page={page} size={PAGE_SIZE} total={data?.total ?? 0} onPage={setPage} testId="board-pager" />
      </WalletCard>
    </div>
  );
}

/** manualRebate: the rebate the member may claim now per game type, and the merchant's rates. */
export function ManualRebatePage() {
  const { t } = useTranslation();
  const style = useMoneyStyle();
  const summary = useRebateSummary();
  const rates = useRebateRates();
  const toast = useClaimToast();
  const claim = useClaim(claimRebate);
  const data = summary.data;
  const canClaim =
    Boolean(data) &&
    isPositive(data!.total, style.currency) &&
    compareDecimal(data!.total, data!.minimum, style.currency) >= 0;
  return (
    <div className="pr-rebate" data-testid="manual-rebate">
      <WalletCard title={t('pr_rebate_now')}>
        {!data ? (
          <ListState loading={summary.isPending} failed={summary.isError} empty={t('in_no_data')} />
        ) : (
          <>
            {data.entries.length > 0 && (
              <DataTable<NonNullable<typeof data>['entries'][number]>
                columns={[
                  {
                    key: 'type',
                    label: t('pr_rebate_type'),
                    render: (entry) => gameTypeText(t, entry.gameType),
                  },
                  moneyColumn('bets', t('pr_rebate_bets'), (entry) => entry.validBet, style),
                  {
                    key: 'rate',
                    label: t('pr_rebate_rate'),
                    render: (entry) => `${entry.rebateValue.toFixed(2)}%`,
                  },
                  moneyColumn('amount', t('pr_rebate_amount'), (entry) => entry.amount, style),
                ]}
                rows={data.entries}
                rowKey={(entry) => entry.gameType}
                testId="rebate-table"
                className="pr-table"
              />
            )}
            <Figure
              label={t('pr_rebate_total')}
              value={formatMoney(data.total, style)}
              strong
              testId="rebate-total"
            />
            <p className="wallet-hint">
              {t('pr_rebate_minimum', { amount: formatMoney(data.minimum, style) })}
            </p>
            <button
              type="button"
              className="btn btn--gold"
              disabled={!canClaim || claim.isPending}
              data-testid="rebate-claim"
              onClick={() =>
                claim.mutate(undefined, {
                  onSuccess: (result) => toast.ok(t('pr_rebate_now'), result),
                  onError: toast.failed,
                })
              }
            >
              {t('pr_claim')}
            </button>
          </>
        )}
      </WalletCard>
      {(rates.data?.length ?? 0) > 0 && (
        <WalletCard title={t('pr_rebate_rates')}>
          <ul className="pr-rates">
            {rates.data!.map((rate) => (
              <li key={rate.gameType}>
                <span data-testid="rebate-rate-type">{gameTypeText(t, rate.gameType)}</span>
                <strong>{rate.rebateValue.toFixed(2)}%</strong>
              </li>
            ))}
          </ul>
        </WalletCard>
      )}
    </div>
  );
}

/** bonusDetails: bonuses paid to the member and how much of their turnover is done. */
export function BonusDetailsPage() {
  const { t } = useTranslation();
  const style = useMoneyStyle();
  const [page, setPage] = useState(1);
  const bonuses = useBonusDetails(page, PAGE_SIZE);
  const list = bonuses.data?.list ?? [];
  return (
    <WalletCard title={t('pr_bonus_title')} testId="bonus-details">
      {!list.length ? (
        <ListState loading={bonuses.isPending} failed={bonuses.isError} empty={t('in_no_data')} />
      ) : (
        <ul className="wallet-rows">
          {list.map((bonus) => {
            const turnover = (value: string) => tryDecimalToMinor(value, style.currency) ?? 0n;
            const ratio = shareOf(turnover(bonus.turnoverCompleted), turnover(bonus.turnoverRequired)) ?? 1;
            return (
              <li
                key={bonus.bonusId}
                className="wallet-row"
                data-testid="bonus-row"
                data-status={bonus.status}
              >
                <div className="wallet-row__main">
                  <span className="wallet-row__kind">{bonus.title}</span>
                  <span className="wallet-row__amount">{formatMoney(bonus.amount, style)}</span>
                </div>
                <div className="wallet-row__meta">
                  <span>{formatTime(bonus.time)}</span>
                  <span>
                    {t('pr_turnover')}: {formatMoney(bonus.turnoverCompleted, style)} /{' '}
                    {formatMoney(bonus.turnoverRequired, style)}
                  </span>
                  <span className={`pr-status pr-status--${bonus.status}`}>
                    {t(`pr_bonus_${bonus.status}`)}
                  </span>
                </div>
                <div className="pr-progress">
                  <span style={{ width: `${ratio * 100}%` }} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <Pager
        page={page}
        size={PAGE_SIZE}
        total={bonuses.data?.total ?? 0}
        onPage={setPage}
        testId="bonus-pager"
      />
    </WalletCard>
  );
}

/** referral: the member's code and link, invitees, and the reward for qualified ones (isAgent 0). */
export function ReferralPage() {
  const { t } = useTranslation();
  const style = useMoneyStyle();
  const referral = useReferral();
  const toast = useClaimToast();
  const claim = useClaim(claimReferral);
  const data = referral.data;
  if (!data)
    return <ListState loading={referral.isPending} failed={referral.isError} empty={t('in_no_data')} />;
  if (!data.enabled || !data.referralCode)
    return (
      <p className="wallet-empty" data-testid="referral-off">
        {t('pr_referral_off')}
      </p>
    );
  const link = `${window.location.origin}/register?referralCode=${encodeURIComponent(data.referralCode)}`;
  return (
    <div className="pr-referral" data-testid="referral">
      <WalletCard title={t('pr_referral_title')}>
        <Figure label={t('pr_referral_code')} value={data.referralCode} testId="referral-code" />
        <div className="pr-referral__link">
          <input className="form-input" readOnly value={link} aria-label={t('pr_referral_link')} />
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            onClick={() => void navigator.clipboard?.writeText(link)}
          >
            {t('pr_copy')}
          </button>
        </div>
        <p className="wallet-hint">
          {t('pr_referral_rule', {
            reward: formatMoney(data.rewardPerInvitee, style),
            deposit: formatMoney(data.qualifyingDeposit, style),
          })}
        </p>
        <Figure label={t('pr_referral_invited')} value={String(data.invited)} />
        <Figure label={t('pr_referral_qualified')} value={String(data.qualified)} />
        <Figure label={t('pr_referral_claimed')} value={formatMoney(data.claimed, style)} />
        <Figure label={t('pr_referral_claimable')} value={formatMoney(data.claimable, style)} strong />
        <button
          type="button"
          className="btn btn--gold"
          disabled={!isPositive(data.claimable, style.currency) || claim.isPending}
          onClick={() =>
            claim.mutate(undefined, {
              onSuccess: (result) => toast.ok(t('pr_referral_title'), result),
              onError: toast.failed,
            })
          }
        >
          {t('pr_claim')}
        </button>
      </WalletCard>
      {data.invitees.length > 0 && (
        <WalletCard title={t('pr_referral_invitees')}>
          <ul className="wallet-rows">
            {data.invitees.map((invitee) => (
              <li key={invitee.username} className="wallet-row">
                <div className="wallet-row__main">
                  <span className="wallet-row__kind">{invitee.username}</span>
                  <span className={`pr-status pr-status--${invitee.qualified ? 'APPROVED' : 'PENDING'}`}>
                    {t(
                      invitee.rewarded
                        ? 'pr_referral_rewarded'
                        : invitee.qualified
                          ? 'pr_referral_ok'
                          : 'pr_referral_wait',
                    )}
                  </span>
                </div>
                <div className="wallet-row__meta">
                  <span>{formatTime(invitee.registeredAt)}</span>
                </div>
              </li>
            ))}
          </ul>
        </WalletCard>
      )}
    </div>
  );
}
