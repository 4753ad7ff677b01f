import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  lotteryAdminApi,
  lotteryRiskApi,
  type LotteryLimit,
  type LotteryLiability,
  type LotteryRiskAlert,
  type MemberLotteryLimit,
  type StoredLotteryRiskAlert,
} from '@platform/shared';
import {
  CheckboxField,
  ErrorState,
  LoadingState,
  PagedTable,
  RowButton,
  SectionHead,
  SelectField,
  TextField,
  WholeTable,
  formatDateTime,
  wholeQueryProps,
  type Column,
} from '../../ui';
import { tableProps, useAdminList } from '../../ui/use-admin-list';
import { lotteryAdmin, lotteryRiskAdmin } from '../api/lottery-admin';
import { FormModal, OpsHead } from '../FormModal';
import { listKey, useOpsMutation } from '../use-ops';
import { connectRiskAlerts } from './risk-socket';
import { useTranslation } from '../../../../lib/i18n';
import '../ops.css';

type LimitForm = {
  gameId: string;
  playType: string;
  minStake: string;
  maxStake: string;
  maxMultiple: string;
  maxOrderPayout: string;
  maxMemberIssuePayout: string;
  liabilityCap: string;
  liabilityMode: 'refuse' | 'cut';
  alertPercent: string;
};

const AMOUNT_FIELDS = [
  ['minStake', 'ops_risk_min_stake'],
  ['maxStake', 'ops_risk_max_stake'],
  ['maxOrderPayout', 'ops_risk_max_order_payout'],
  ['maxMemberIssuePayout', 'ops_risk_max_member_payout'],
] as const;

function formOf(limit: LotteryLimit | null): LimitForm {
  return {
    gameId: limit?.gameId ? String(limit.gameId) : '',
    playType: limit?.playType ?? '',
    minStake: limit?.minStake ?? '',
    maxStake: limit?.maxStake ?? '',
    maxMultiple: limit?.maxMultiple ? String(limit.maxMultiple) : '',
    maxOrderPayout: limit?.maxOrderPayout ?? '',
    maxMemberIssuePayout: limit?.maxMemberIssuePayout ?? '',
    liabilityCap: limit?.liabilityCap ?? '',
    liabilityMode: limit?.liabilityMode ?? 'refuse',
    alertPercent: String(limit?.alertPercent ?? 80),
  };
}

const orNull = (v: string) => (v.trim() === '' ? null : v.trim());
const intOrNull = (v: string) => (v.trim() === '' ? null : Number(v));

/**
 * The lottery's house risk: the live liability of every open issue (worst outcomes, most exposed
 * numbers, stakes), alerts pushed when an issue passes its threshold, the limits per merchant,
 * game and play type, and a member's own tighter limits.
 */
export function LotteryRiskPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [alerts, setAlerts] = useState<LotteryRiskAlert[]>([]);
  const liability = useQuery({
    queryKey: listKey(lotteryRiskApi.liability),
    queryFn: lotteryRiskAdmin.liability,
    refetchInterval: 5_000,
  });
  useEffect(
    () =>
      connectRiskAlerts((alert) => {
        setAlerts((list) => [alert, ...list].slice(0, 5));
        void client.invalidateQueries({ queryKey: listKey(lotteryRiskApi.liability) });
        void client.invalidateQueries({ queryKey: listKey(lotteryRiskApi.alerts) });
      }),
    [client],
  );
  return (
    <div data-testid="ops-lottery-risk">
      <OpsHead title={t('ops_page_lottery_risk')} />
      {alerts.length > 0 && (
        <section className="adm-card ops-risk-alerts" role="status" data-testid="ops-risk-alerts">
          {alerts.map((a, i) => (
            <p key={i} className="ops-risk-alert">
              {t('ops_risk_alert', {
                game: a.gameCode,
                numero: a.numero,
                outcome: a.outcome,
                percent: a.percent,
                liability: a.liability,
                cap: a.cap,
              })}
            </p>
          ))}
        </section>
      )}
      <AlertsSection />
      <LiabilitySection
        data={liability.data}
        loading={liability.isPending}
        error={liability.isError}
        retry={() => void liability.refetch()}
      />
      <LimitsSection />
      <MemberLimitsSection />
    </div>
  );
}

/**
 * Alerts as they were pushed, kept by the server: an operator who was not connected sees them
 * here, newest first, and acknowledges each one (the change is audited).
 */
function AlertsSection() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const list = useAdminList(lotteryRiskApi.alerts, { open: open ? 'true' : undefined });
  const acknowledge = useOpsMutation(lotteryRiskAdmin.acknowledgeAlert, {
    invalidate: listKey(lotteryRiskApi.alerts),
    done: 'ops_risk_alert_acknowledged',
  });
  const columns: Column<StoredLotteryRiskAlert>[] = [
    {
      key: 'time',
      header: t('ops_risk_alert_time'),
      render: (a) => formatDateTime(a.createdAt),
      nowrap: true,
    },
    {
      key: 'issue',
      header: t('ops_risk_issue'),
      // One element: a phone's card lays the cell's children out as a row.
      render: (a) => (
        <span>
          {a.gameCode} · <span className="adm-mono">{a.numero}</span>
        </span>
      ),
    },
    {
      key: 'outcome',
      header: t('ops_risk_alert_outcome'),
      render: (a) => <span className="adm-mono ops-risk-outcome">{a.outcome}</span>,
    },
    {
      key: 'liability',
      header: t('ops_risk_alert_liability'),
      render: (a) => `${a.liability} / ${a.cap} (${a.percent}%)`,
      align: 'end',
    },
    {
      key: 'ack',
      header: t('ops_risk_alert_status'),
      render: (a) =>
        a.acknowledgedAt !== null ? (
          <span className="adm-muted" data-testid="ops-risk-alert-acked">
            {t('ops_risk_alert_acked_by', {
              name: a.acknowledgedBy ?? '-',
              time: formatDateTime(a.acknowledgedAt),
            })}
          </span>
        ) : (
          <RowButton
            onClick={() => acknowledge.mutate(a.id)}
            disabled={acknowledge.isPending}
            testId="ops-risk-alert-ack"
          >
            {t('ops_risk_alert_ack')}
          </RowButton>
        ),
    },
  ];
  return (
    <section className="adm-card" data-testid="ops-risk-alert-list">
      <SectionHead
        title={t('ops_risk_alerts')}
        actions={
          <CheckboxField
            label={t('ops_risk_alerts_open_only')}
            checked={open}
            onChange={setOpen}
            testId="ops-risk-alerts-open"
          />
        }
      />
      <PagedTable
        {...tableProps(list)}
        columns={columns}
        rowKey={(a) => a.id}
        testId="ops-risk-alert-table"
        rowProps={(a) => ({ 'data-id': a.id, 'data-numero': a.numero })}
        emptyMessage={t('ops_risk_no_alerts')}
      />
    </section>
  );
}

function LiabilitySection({
  data,
  loading,
  error,
  retry,
}: {
  data: LotteryLiability | undefined;
  loading: boolean;
  error: boolean;
  retry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="adm-card" data-testid="ops-risk-liability">
      <SectionHead title={t('ops_risk_liability')} />
      {error ? (
        <ErrorState onRetry={retry} />
      ) : loading || !data ? (
        <LoadingState />
      ) : data.issues.length === 0 ? (
        <p className="adm-muted">{t('ops_risk_no_liability')}</p>
      ) : (
        data.issues.map((issue) => (
          <article
            key={issue.issueId}
            className="ops-risk-issue"
            data-testid="ops-risk-issue"
            data-numero={issue.numero}
            data-game={issue.gameCode}
          >
            <h3 className="ops-risk-issue__title">
              {issue.gameName} · <span className="adm-mono">{issue.numero}</span>{' '}
              <span className="adm-muted">{formatDateTime(issue.drawTime)}</span>
            </h3>
            <dl className="ops-risk-figures">
              <div>
                <dt>{t('ops_risk_worst')}</dt>
                <dd data-testid="ops-risk-worst">
                  {issue.worst} ({issue.worstPercent}%)
                </dd>
              </div>
              <div>
                <dt>{t('ops_risk_cap')}</dt>
                <dd>{issue.cap ?? '-'}</dd>
              </div>
              <div>
                <dt>{t('ops_risk_total_stake')}</dt>
                <dd data-testid="ops-risk-stake">{issue.totalStake}</dd>
              </div>
              <div>
                <dt>{t('ops_risk_bets')}</dt>
                <dd>{issue.bets}</dd>
              </div>
            </dl>
            <div className="ops-risk-tables">
              <table className="adm-table" data-testid="ops-risk-outcomes">
                <caption>{t('ops_risk_outcomes')}</caption>
                <tbody>
                  {issue.outcomes.map((o) => (
                    <tr key={o.outcome}>
                      <td className="adm-mono">{o.outcome}</td>
                      <td className="adm-align-end">{o.liability}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <table className="adm-table" data-testid="ops-risk-numbers">
                <caption>{t('ops_risk_numbers')}</caption>
                <tbody>
                  {issue.numbers.map((n) => (
                    <tr key={n.number}>
                      <td className="adm-mono">{n.number}</td>
                      <td className="adm-align-end">{n.liability}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </article>
        ))
      )}
    </section>
  );
}

function LimitsSection() {
  const { t } = useTranslation();
  const limits = useQuery({ queryKey: listKey(lotteryRiskApi.limits), queryFn: lotteryRiskAdmin.limits });
  const games = useQuery({
    queryKey: [...listKey(lotteryAdminApi.games), 'all'],
    queryFn: lotteryAdmin.games,
  });
  const [editing, setEditing] = useState<{ form: LimitForm; fixed: boolean } | null>(null);
  const save = useOpsMutation(lotteryRiskAdmin.saveLimit, {
    invalidate: listKey(lotteryRiskApi.limits),
    done: 'ops_risk_saved',
  });
  const scope = (l: Pick<LotteryLimit, 'gameCode' | 'playType'>) =>
    l.gameCode ? `${l.gameCode}${l.playType ? ` · ${l.playType}` : ''}` : t('ops_risk_all_games');
  const submit = async (form: LimitForm) => {
    await save.mutateAsync({
      gameId: form.gameId ? Number(form.gameId) : null,
      playType: orNull(form.playType),
      minStake: orNull(form.minStake),
      maxStake: orNull(form.maxStake),
      maxMultiple: intOrNull(form.maxMultiple),
      maxOrderPayout: orNull(form.maxOrderPayout),
      maxMemberIssuePayout: orNull(form.maxMemberIssuePayout),
      liabilityCap: form.playType ? null : orNull(form.liabilityCap),
      liabilityMode: form.liabilityMode,
      alertPercent: Number(form.alertPercent) || 80,
    });
    setEditing(null);
  };
  const form = editing?.form;
  const set = (patch: Partial<LimitForm>) =>
    editing && setEditing({ ...editing, form: { ...editing.form, ...patch } });
  return (
    <section className="adm-card" data-testid="ops-risk-limits">
      <SectionHead
        title={t('ops_risk_limits')}
        actions={
          <RowButton
            onClick={() => setEditing({ form: formOf(null), fixed: false })}
            testId="ops-risk-add-game"
          >
            {t('ops_risk_add_game')}
          </RowButton>
        }
      />
      <WholeTable
        testId="ops-risk-limits-table"
        rows={limits.data?.list}
        rowKey={(l) => `${l.gameId ?? 0}:${l.playType ?? ''}`}
        rowProps={(l) => ({ 'data-scope': l.gameCode ?? 'all', 'data-play': l.playType ?? '' })}
        {...wholeQueryProps(limits)}
        columns={[
          { key: 'scope', header: t('ops_risk_scope'), render: scope },
          { key: 'min', header: t('ops_risk_min_stake'), render: (l) => l.minStake ?? '-', align: 'end' },
          { key: 'max', header: t('ops_risk_max_stake'), render: (l) => l.maxStake ?? '-', align: 'end' },
          {
            key: 'mult',
            header: t('ops_risk_max_multiple'),
            render: (l) => l.maxMultiple ?? '-',
            align: 'end',
          },
          {
            key: 'order',
            header: t('ops_risk_max_order_payout'),
            render: (l) => l.maxOrderPayout ?? '-',
            align: 'end',
          },
          {
            key: 'member',
            header: t('ops_risk_max_member_payout'),
            render: (l) => l.maxMemberIssuePayout ?? '-',
            align: 'end',
          },
          {
            key: 'cap',
            header: t('ops_risk_liability_cap'),
            render: (l) =>
              l.liabilityCap
                ? `${l.liabilityCap} · ${t(l.liabilityMode === 'cut' ? 'ops_risk_mode_cut' : 'ops_risk_mode_refuse')}`
                : '-',
            align: 'end',
          },
          {
            key: 'edit',
            header: '',
            render: (l) => (
              <RowButton onClick={() => setEditing({ form: formOf(l), fixed: true })} testId="ops-risk-edit">
                {t('ops_edit')}
              </RowButton>
            ),
          },
        ]}
      />
      {form && (
        <FormModal
          title={t('ops_risk_edit_limits', {
            scope: editing.fixed
              ? scope({
                  gameCode: games.data?.list.find((g) => String(g.id) === form.gameId)?.code ?? null,
                  playType: form.playType || null,
                })
              : t('ops_risk_add_game'),
          })}
          onClose={() => setEditing(null)}
          onSubmit={() => void submit(form)}
          busy={save.isPending}
          testId="ops-risk-limit-form"
        >
          {!editing.fixed && (
            <>
              <SelectField
                label={t('ops_risk_game')}
                value={form.gameId}
                onChange={(gameId) => set({ gameId })}
                options={[
                  { value: '', label: t('ops_risk_all_games') },
                  ...(games.data?.list ?? []).map((g) => ({
                    value: String(g.id),
                    label: `${g.name} (${g.code})`,
                  })),
                ]}
                testId="ops-risk-game"
              />
              <TextField
                label={t('ops_risk_play_type')}
                value={form.playType}
                onChange={(playType) => set({ playType: playType.toUpperCase() })}
                testId="ops-risk-play-type"
              />
            </>
          )}
          {AMOUNT_FIELDS.map(([field, label]) => (
            <TextField
              key={field}
              label={t(label)}
              value={form[field]}
              inputMode="decimal"
              hint={t('ops_risk_empty_hint')}
              onChange={(v) => set({ [field]: v })}
              testId={`ops-risk-${field}`}
            />
          ))}
          <TextField
            label={t('ops_risk_max_multiple')}
            value={form.maxMultiple}
            inputMode="numeric"
            onChange={(maxMultiple) => set({ maxMultiple })}
            testId="ops-risk-maxMultiple"
          />
          {!form.playType && (
            <>
              <TextField
                label={t('ops_risk_liability_cap')}
                value={form.liabilityCap}
                inputMode="decimal"
                hint={t('ops_risk_empty_hint')}
                onChange={(liabilityCap) => set({ liabilityCap })}
                testId="ops-risk-liabilityCap"
              />
              <SelectField
                label={t('ops_risk_mode')}
                value={form.liabilityMode}
                onChange={(v) => set({ liabilityMode: v === 'cut' ? 'cut' : 'refuse' })}
                options={[
                  { value: 'refuse', label: t('ops_risk_mode_refuse') },
                  { value: 'cut', label: t('ops_risk_mode_cut') },
                ]}
                testId="ops-risk-mode"
              />
              <TextField
                label={t('ops_risk_alert_percent')}
                value={form.alertPercent}
                inputMode="numeric"
                onChange={(alertPercent) => set({ alertPercent })}
                testId="ops-risk-alertPercent"
              />
            </>
          )}
        </FormModal>
      )}
    </section>
  );
}

function MemberLimitsSection() {
  const { t } = useTranslation();
  // The member detail page links here with ?member=<id>: that member's limits open at once.
  const [params] = useSearchParams();
  const linked = params.get('member') ?? '';
  const [memberId, setMemberId] = useState(/^\d+$/.test(linked) ? linked : '');
  const section = useRef<HTMLElement>(null);
  const [loaded, setLoaded] = useState<MemberLotteryLimit | null>(null);
  const [form, setForm] = useState<Record<string, string>>({});
  const save = useOpsMutation(lotteryRiskAdmin.saveMemberLimits, {
    invalidate: listKey(lotteryRiskApi.memberLimits),
    done: 'ops_risk_saved',
  });
  const open = async () => {
    const id = Number(memberId);
    if (!Number.isSafeInteger(id) || id <= 0) return;
    const limits = await lotteryRiskAdmin.memberLimits(id);
    setLoaded(limits);
    setForm({
      maxStake: limits.maxStake ?? '',
      maxMultiple: limits.maxMultiple ? String(limits.maxMultiple) : '',
      maxOrderPayout: limits.maxOrderPayout ?? '',
      maxMemberIssuePayout: limits.maxMemberIssuePayout ?? '',
    });
  };
  useEffect(() => {
    if (!/^\d+$/.test(linked)) return;
    void open().then(() => section.current?.scrollIntoView({ block: 'start' }));
    // Only when the page is opened from a member's page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linked]);
  const fields = [
    ['maxStake', 'ops_risk_max_stake'],
    ['maxMultiple', 'ops_risk_max_multiple'],
    ['maxOrderPayout', 'ops_risk_max_order_payout'],
    ['maxMemberIssuePayout', 'ops_risk_max_member_payout'],
  ] as const;
  return (
    <section className="adm-card" data-testid="ops-risk-member" ref={section}>
      <SectionHead title={t('ops_risk_member_limits')} />
      <p className="adm-muted">{t('ops_risk_member_hint')}</p>
      <form
        className="ops-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void open();
        }}
      >
        <TextField
          label={t('ops_risk_member_id')}
          value={memberId}
          inputMode="numeric"
          onChange={setMemberId}
          testId="ops-risk-member-id"
        />
        <div className="ops-form__actions">
          <button type="submit" className="adm-btn" data-testid="ops-risk-member-open">
            {t('ops_risk_member_load')}
          </button>
        </div>
      </form>
      {loaded && (
        <form
          className="ops-form"
          noValidate
          data-testid="ops-risk-member-form"
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate({
              memberId: loaded.memberId,
              body: {
                maxStake: orNull(form.maxStake ?? ''),
                maxMultiple: intOrNull(form.maxMultiple ?? ''),
                maxOrderPayout: orNull(form.maxOrderPayout ?? ''),
                maxMemberIssuePayout: orNull(form.maxMemberIssuePayout ?? ''),
              },
            });
          }}
        >
          {fields.map(([field, label]) => (
            <TextField
              key={field}
              label={t(label)}
              value={form[field] ?? ''}
              inputMode="decimal"
              hint={t('ops_risk_empty_hint')}
              onChange={(v) => setForm({ ...form, [field]: v })}
              testId={`ops-risk-member-${field}`}
            />
          ))}
          <div className="ops-form__actions">
            <button
              type="submit"
              className="adm-btn adm-btn--primary"
              disabled={save.isPending}
              data-testid="ops-risk-member-save"
            >
              {t('ops_save')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
