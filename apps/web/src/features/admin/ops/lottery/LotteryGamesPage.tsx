import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { lotteryAdminApi, type AdminLotteryGame } from '@platform/shared';
import { NameWithCode, RowButton, WholeTable, formatDateTime, wholeQueryProps } from '../../ui';
import { lotteryAdmin } from '../api/lottery-admin';
import { OpsHead } from '../FormModal';
import { NumbersModal } from '../NumbersModal';
import { switchColumns } from '../row-actions';
import { listKey, useConfirm, useOpsMutation } from '../use-ops';
import { formatSeconds, lockSecondsMax } from './lottery-rules';
import { useTranslation } from '../../../../lib/i18n';
import '../ops.css';

/**
 * Lottery games with their schedule. Only what cannot change a result is editable: on/off, menu
 * order, popularity and the betting close (within bounds); interval and offset fix issue numbers.
 */
export function LotteryGamesPage() {
  const { t } = useTranslation();
  const games = useQuery({
    queryKey: [...listKey(lotteryAdminApi.games), 'all'],
    queryFn: lotteryAdmin.games,
  });
  const [ask, confirmDialog] = useConfirm();
  const [editing, setEditing] = useState<AdminLotteryGame | null>(null);
  const update = useOpsMutation(
    ({ id, body }: { id: number; body: Parameters<typeof lotteryAdmin.updateGame>[1] }) =>
      lotteryAdmin.updateGame(id, body),
    { invalidate: listKey(lotteryAdminApi.games) },
  );

  return (
    <div data-testid="ops-lottery-games">
      <OpsHead title={t('ops_page_lottery_games')} />
      <WholeTable
        testId="ops-lottery-games-table"
        rows={games.data?.list}
        rowKey={(g) => g.id}
        rowProps={(g) => ({ 'data-game': g.code })}
        {...wholeQueryProps(games)}
        columns={[
          {
            key: 'name',
            header: t('ops_game'),
            render: (g) => <NameWithCode name={g.name} code={`${g.code} · ${g.kind}`} />,
          },
          {
            key: 'schedule',
            header: t('ops_schedule'),
            render: (g) => (
              <span>
                {t('ops_every', { time: formatSeconds(g.effectiveIntervalSeconds) })}
                <br />
                <span className="adm-muted">
                  {t('ops_lock_before', { time: formatSeconds(g.effectiveLockSeconds) })}
                </span>
                {g.effectiveIntervalSeconds !== g.intervalSeconds && (
                  <>
                    <br />
                    <span className="adm-muted">
                      {t('ops_stored_schedule', {
                        interval: formatSeconds(g.intervalSeconds),
                        lock: formatSeconds(g.lockSeconds),
                      })}
                    </span>
                  </>
                )}
              </span>
            ),
          },
          {
            key: 'current',
            header: t('ops_current_issue'),
            render: (g) =>
              g.currentIssue ? (
                <span>
                  <span className="adm-mono">{g.currentIssue.numero}</span>
                  <br />
                  <span className="adm-muted">
                    {t('ops_draw_at', { time: formatDateTime(g.currentIssue.drawTime) })}
                  </span>
                </span>
              ) : (
                '-'
              ),
          },
          { key: 'prize', header: t('ops_prize_group'), render: (g) => g.prizeGroup, align: 'end' },
          { key: 'sort', header: t('ops_sort'), render: (g) => g.sort, align: 'end' },
          { key: 'popularity', header: t('ops_popularity'), render: (g) => g.popularity, align: 'end' },
          ...switchColumns<AdminLotteryGame>(t, {
            enabled: (g) => g.enabled,
            ask,
            disableMessage: (g) => t('ops_confirm_disable_lottery', { name: g.name }),
            onToggle: (g, enabled) => update.mutateAsync({ id: g.id, body: { enabled } }),
            toggleTestId: 'ops-lottery-toggle',
            actions: (g) => (
              <RowButton onClick={() => setEditing(g)} testId="ops-lottery-edit">
                {t('ops_edit')}
              </RowButton>
            ),
          }),
        ]}
      />
      {confirmDialog}
      {editing && (
        <NumbersModal
          title={t('ops_schedule_of', { name: editing.name })}
          fields={[
            {
              key: 'lockSeconds',
              label: t('ops_lock_seconds'),
              value: editing.lockSeconds,
              min: 0,
              max: lockSecondsMax(editing.intervalSeconds),
              hint: t('ops_lock_hint', {
                max: lockSecondsMax(editing.intervalSeconds),
                interval: formatSeconds(editing.intervalSeconds),
              }),
            },
            { key: 'sort', label: t('ops_sort'), value: editing.sort, min: 0, max: 100_000 },
            {
              key: 'popularity',
              label: t('ops_popularity'),
              value: editing.popularity,
              min: 0,
              max: 1_000_000,
            },
          ]}
          onSave={(changed) => update.mutateAsync({ id: editing.id, body: changed })}
          onClose={() => setEditing(null)}
          testId="ops-lottery-schedule"
        />
      )}
    </div>
  );
}
