import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GAME_TYPES, gameAdminApi, type AdminGame } from '@platform/shared';
import {
  FiltersBar,
  NameWithCode,
  PagedTable,
  SelectField,
  TextField,
  tableProps,
  useAdminList,
  useDraftFilters,
} from '../../ui';
import { gamesAdminApi } from '../api/games-admin';
import { OpsHead } from '../FormModal';
import { NumbersModal } from '../NumbersModal';
import { EnableToggle, EnabledBadge } from '../row-actions';
import { listKey, useConfirm, useOpsMutation } from '../use-ops';
import '../ops.css';

interface GameFilters {
  vendorId: string;
  gameType: string;
  q: string;
  enabled: string;
  hot: string;
}
const NO_FILTERS: GameFilters = { vendorId: '', gameType: '', q: '', enabled: '', hot: '' };

/** The merchant's game catalogue: filters, on/off, the hot flag and the two sort orders. */
export function GamesPage() {
  const { t } = useTranslation();
  const { field, filters, barProps } = useDraftFilters(NO_FILTERS);
  const vendors = useQuery({
    queryKey: [...listKey(gameAdminApi.vendors), 'all'],
    queryFn: gamesAdminApi.allVendors,
  });
  const list = useAdminList(gameAdminApi.games, {
    vendorId: filters.vendorId || undefined,
    gameType: filters.gameType || undefined,
    q: filters.q.trim() || undefined,
    enabled: filters.enabled || undefined,
    hot: filters.hot || undefined,
  });
  const [ask, confirmDialog] = useConfirm();
  const [sorting, setSorting] = useState<AdminGame | null>(null);
  const update = useOpsMutation(
    ({ id, body }: { id: number; body: Parameters<typeof gamesAdminApi.updateGame>[1] }) =>
      gamesAdminApi.updateGame(id, body),
    { invalidate: listKey(gameAdminApi.games) },
  );
  const all = { value: '', label: t('ops_all') };
  const yesNo = (on: string, off: string) => [all, { value: 'Y', label: on }, { value: 'N', label: off }];

  return (
    <div data-testid="ops-games">
      <OpsHead title={t('ops_page_games')} />
      <FiltersBar testId="ops-games-filters" {...barProps}>
        <SelectField
          label={t('ops_vendor')}
          {...field('vendorId')}
          options={[
            all,
            ...(vendors.data?.list ?? []).map((v) => ({ value: String(v.id), label: v.displayName })),
          ]}
          testId="ops-games-f-vendor"
        />
        <SelectField
          label={t('ops_game_type')}
          {...field('gameType')}
          options={[all, ...GAME_TYPES.map((g) => ({ value: g, label: t(`ops_gt_${g}`) }))]}
          testId="ops-games-f-type"
        />
        <TextField label={t('ops_search_game')} {...field('q')} maxLength={60} testId="ops-games-q" />
        <SelectField
          label={t('ops_status')}
          {...field('enabled')}
          options={yesNo(t('ops_enabled'), t('ops_disabled'))}
          testId="ops-games-f-enabled"
        />
        <SelectField
          label={t('ops_hot')}
          {...field('hot')}
          options={yesNo(t('ops_yes'), t('ops_no'))}
          testId="ops-games-f-hot"
        />
      </FiltersBar>
      <PagedTable
        testId="ops-games-table"
        rowKey={(g) => g.id}
        {...tableProps(list)}
        columns={[
          {
            key: 'name',
            header: t('ops_game'),
            render: (g) => <NameWithCode name={g.displayName} code={g.gameCode} />,
          },
          { key: 'vendor', header: t('ops_vendor'), render: (g) => g.vendorCode },
          {
            key: 'type',
            header: t('ops_game_type'),
            render: (g) =>
              g.gameClassify ? `${t(`ops_gt_${g.gameType}`)} · ${g.gameClassify}` : t(`ops_gt_${g.gameType}`),
          },
          { key: 'sort', header: t('ops_sort'), render: (g) => g.sort, align: 'end' },
          {
            key: 'hot',
            header: t('ops_hot'),
            render: (g) => (g.hot ? `${t('ops_yes')} (${g.hotSort})` : t('ops_no')),
          },
          {
            key: 'status',
            header: t('ops_status'),
            render: (g) => <EnabledBadge enabled={g.enabled} />,
          },
          {
            key: 'actions',
            header: t('ops_actions'),
            render: (g) => (
              <div className="adm-row-actions">
                <EnableToggle
                  enabled={g.enabled}
                  ask={ask}
                  disableMessage={t('ops_confirm_disable', { name: g.displayName })}
                  onToggle={(enabled) => update.mutateAsync({ id: g.id, body: { enabled } })}
                />
                <button
                  type="button"
                  className="adm-btn adm-btn--ghost adm-btn--sm"
                  onClick={() => update.mutate({ id: g.id, body: { hot: !g.hot } })}
                >
                  {g.hot ? t('ops_unmark_hot') : t('ops_mark_hot')}
                </button>
                <button
                  type="button"
                  className="adm-btn adm-btn--ghost adm-btn--sm"
                  onClick={() => setSorting(g)}
                >
                  {t('ops_sort')}
                </button>
              </div>
            ),
          },
        ]}
      />
      {confirmDialog}
      {sorting && (
        <NumbersModal
          title={t('ops_sort_of', { name: sorting.displayName })}
          fields={[
            { key: 'sort', label: t('ops_sort'), value: sorting.sort, min: 0, max: 100_000 },
            { key: 'hotSort', label: t('ops_hot_sort'), value: sorting.hotSort, min: 0, max: 100_000 },
          ]}
          onSave={(changed) => update.mutateAsync({ id: sorting.id, body: changed })}
          onClose={() => setSorting(null)}
          testId="ops-game-sort"
        />
      )}
    </div>
  );
}
