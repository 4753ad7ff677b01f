import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { GAME_TYPES, gameAdminApi, type AdminGame } from '@platform/shared';
import { ListFilters, NameWithCode, PagedTable, tableProps, useFilteredList, yesNoChoices } from '../../ui';
import { gamesAdminApi } from '../api/games-admin';
import { OpsHead } from '../FormModal';
import { NumbersModal } from '../NumbersModal';
import { switchColumns } from '../row-actions';
import { listKey, useConfirm, useOpsMutation } from '../use-ops';
import { useTranslation } from '../../../../lib/i18n';
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
  const { list, bar } = useFilteredList(gameAdminApi.games, NO_FILTERS);
  const vendors = useQuery({
    queryKey: [...listKey(gameAdminApi.vendors), 'all'],
    queryFn: gamesAdminApi.allVendors,
  });
  const vendorChoices = (vendors.data?.list ?? []).map((v) => [String(v.id), v.displayName] as const);
  const [ask, confirmDialog] = useConfirm();
  const [sorting, setSorting] = useState<AdminGame | null>(null);
  const update = useOpsMutation(
    ({ id, body }: { id: number; body: Parameters<typeof gamesAdminApi.updateGame>[1] }) =>
      gamesAdminApi.updateGame(id, body),
    { invalidate: listKey(gameAdminApi.games) },
  );

  return (
    <div data-testid="ops-games">
      <OpsHead title={t('ops_page_games')} />
      <ListFilters
        testId="ops-games"
        bar={bar}
        fields={[
          { key: 'vendorId', id: 'vendor', label: t('ops_vendor'), choices: vendorChoices },
          {
            key: 'gameType',
            id: 'type',
            label: t('ops_game_type'),
            choices: GAME_TYPES,
            textPrefix: 'ops_gt_',
          },
          { key: 'q', label: t('ops_search_game'), maxLength: 60 },
          {
            key: 'enabled',
            label: t('ops_status'),
            choices: yesNoChoices(t('ops_enabled'), t('ops_disabled')),
          },
          { key: 'hot', label: t('ops_hot'), choices: yesNoChoices(t('ops_yes'), t('ops_no')) },
        ]}
      />
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
          ...switchColumns<AdminGame>(t, {
            enabled: (g) => g.enabled,
            ask,
            disableMessage: (g) => t('ops_confirm_disable', { name: g.displayName }),
            onToggle: (g, enabled) => update.mutateAsync({ id: g.id, body: { enabled } }),
            actions: (g) => (
              <>
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
              </>
            ),
          }),
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
