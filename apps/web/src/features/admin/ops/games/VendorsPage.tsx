import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  GAME_TYPES,
  gameAdminApi,
  type AdminHeldPayout,
  type AdminMaintenanceWindow,
  type AdminVendor,
} from '@platform/shared';
import { Modal } from '../../../../lib/ui/Modal';
import {
  EditForm,
  ListFilters,
  NameWithCode,
  PagedTable,
  RowButton,
  TextField,
  TimeWindowFields,
  formatDateTime,
  notify,
  tableProps,
  useFilteredList,
  yesNoChoices,
  useBusyAction,
  useFormValues,
} from '../../ui';
import type { FieldError } from '../../ui/validation';
import { gamesAdminApi } from '../api/games-admin';
import { OpsHead, StatusBadge } from '../FormModal';
import { NumbersModal } from '../NumbersModal';
import { fieldError } from '../form-rules';
import { EnableToggle, EnabledBadge } from '../row-actions';
import { listKey, useConfirm, useOpsMutation } from '../use-ops';
import { maintenanceToBody, type MaintenanceForm } from './maintenance-form';
import { useTranslation } from '../../../../lib/i18n';
import '../ops.css';

/** Game vendors: on/off, menu order and maintenance windows (launches refused while one runs). */
export function VendorsPage() {
  const { t } = useTranslation();
  const { list, bar } = useFilteredList(gameAdminApi.vendors, { gameType: '', enabled: '' });
  const [ask, confirmDialog] = useConfirm();
  const [sorting, setSorting] = useState<AdminVendor | null>(null);
  const [maintaining, setMaintaining] = useState<AdminVendor | null>(null);
  const [capping, setCapping] = useState<AdminVendor | null>(null);
  const update = useOpsMutation(
    ({
      id,
      body,
    }: {
      id: number;
      body: { enabled?: boolean; sort?: number; maxWinPerRound?: string | null; maxDailyWin?: string | null };
    }) => gamesAdminApi.updateVendor(id, body),
    { invalidate: listKey(gameAdminApi.vendors) },
  );

  return (
    <div data-testid="ops-vendors">
      <OpsHead title={t('ops_page_vendors')} />
      <ListFilters
        testId="ops-vendors"
        bar={bar}
        fields={[
          {
            key: 'gameType',
            id: 'type',
            label: t('ops_game_type'),
            choices: GAME_TYPES,
            textPrefix: 'ops_gt_',
          },
          {
            key: 'enabled',
            label: t('ops_status'),
            choices: yesNoChoices(t('ops_enabled'), t('ops_disabled')),
          },
        ]}
      />
      <PagedTable
        testId="ops-vendors-table"
        rowKey={(v) => v.id}
        rowProps={(v) => ({ 'data-vendor': v.code })}
        {...tableProps(list)}
        columns={[
          {
            key: 'name',
            header: t('ops_vendor'),
            render: (v) => <NameWithCode name={v.displayName} code={v.code} />,
          },
          { key: 'type', header: t('ops_game_type'), render: (v) => t(`ops_gt_${v.gameType}`) },
          { key: 'mode', header: t('ops_wallet_mode'), render: (v) => t(`ops_mode_${v.mode}`) },
          { key: 'games', header: t('ops_game_count'), render: (v) => v.gameCount, align: 'end' },
          { key: 'sort', header: t('ops_sort'), render: (v) => v.sort, align: 'end' },
          {
            key: 'status',
            header: t('ops_status'),
            render: (v) => (
              <span>
                <EnabledBadge enabled={v.enabled} />{' '}
                {v.currentMaintenance && <StatusBadge tone="wait" label={t('ops_in_maintenance')} />}
              </span>
            ),
          },
          {
            key: 'caps',
            header: t('ops_win_caps'),
            render: (v) =>
              v.maxWinPerRound || v.maxDailyWin ? (
                <span className="adm-muted" data-testid="ops-vendor-caps">
                  {t('ops_cap_round_short', { amount: v.maxWinPerRound ?? '-' })} ·{' '}
                  {t('ops_cap_day_short', { amount: v.maxDailyWin ?? '-' })}
                </span>
              ) : (
                '-'
              ),
          },
          {
            key: 'maintenance',
            header: t('ops_maintenance'),
            render: (v) => {
              const w = v.currentMaintenance ?? v.nextMaintenance;
              return w ? (
                <span className="adm-muted">
                  {formatDateTime(w.startTime)} – {formatDateTime(w.endTime)}
                </span>
              ) : (
                '-'
              );
            },
          },
          {
            key: 'actions',
            header: t('ops_actions'),
            render: (v) => (
              <div className="adm-row-actions">
                <EnableToggle
                  enabled={v.enabled}
                  ask={ask}
                  disableMessage={t('ops_confirm_disable_vendor', { name: v.displayName })}
                  onToggle={(enabled) => update.mutateAsync({ id: v.id, body: { enabled } })}
                  testId="ops-vendor-toggle"
                />
                <RowButton onClick={() => setSorting(v)}>{t('ops_sort')}</RowButton>
                <RowButton onClick={() => setMaintaining(v)} testId="ops-vendor-maintenance">
                  {t('ops_maintenance')}
                </RowButton>
                <RowButton onClick={() => setCapping(v)} testId="ops-vendor-caps-edit">
                  {t('ops_win_caps')}
                </RowButton>
              </div>
            ),
          },
        ]}
      />
      {confirmDialog}
      {sorting && (
        <NumbersModal
          title={t('ops_sort_of', { name: sorting.displayName })}
          fields={[{ key: 'sort', label: t('ops_sort'), value: sorting.sort, min: 0, max: 100_000 }]}
          onSave={(changed) => update.mutateAsync({ id: sorting.id, body: changed })}
          onClose={() => setSorting(null)}
          testId="ops-vendor-sort"
        />
      )}
      {maintaining && <MaintenanceModal vendor={maintaining} onClose={() => setMaintaining(null)} />}
      {capping && (
        <WinCapsModal
          vendor={capping}
          onSave={(body) => update.mutateAsync({ id: capping.id, body })}
          onClose={() => setCapping(null)}
        />
      )}
      <HeldPayouts />
    </div>
  );
}

const CAP = /^\d{1,12}(\.\d{1,4})?$/;

/** The vendor's win caps: a credit above either is held for review instead of paid. Empty: no cap. */
function WinCapsModal({
  vendor,
  onSave,
  onClose,
}: {
  vendor: AdminVendor;
  onSave: (body: { maxWinPerRound: string | null; maxDailyWin: string | null }) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [round, setRound] = useState(vendor.maxWinPerRound ?? '');
  const [day, setDay] = useState(vendor.maxDailyWin ?? '');
  const [errors, setErrors] = useState<{ round?: FieldError; day?: FieldError }>({});
  const { busy, run } = useBusyAction();
  const save = () => {
    const found = {
      round: round.trim() && !CAP.test(round.trim()) ? { key: 'ops_cap_invalid' } : undefined,
      day: day.trim() && !CAP.test(day.trim()) ? { key: 'ops_cap_invalid' } : undefined,
    };
    setErrors(found);
    if (found.round || found.day) return;
    void run(async () => {
      await onSave({ maxWinPerRound: round.trim() || null, maxDailyWin: day.trim() || null });
      onClose();
    });
  };
  return (
    <Modal
      title={t('ops_win_caps_of', { name: vendor.displayName })}
      onClose={onClose}
      testId="ops-vendor-caps"
      closeLabel={t('ops_close')}
    >
      <p className="adm-muted">{t('ops_win_caps_hint')}</p>
      <EditForm
        className="ops-form"
        actionsClassName="ops-form__actions"
        onSubmit={save}
        busy={busy}
        submitLabel={t('ops_save')}
        submitTestId="ops-vendor-caps-save"
        testId="ops-vendor-caps-form"
      >
        <TextField
          label={t('ops_cap_round')}
          value={round}
          onChange={setRound}
          inputMode="decimal"
          error={errors.round ?? null}
          testId="ops-vendor-cap-round"
        />
        <TextField
          label={t('ops_cap_day')}
          value={day}
          onChange={setDay}
          inputMode="decimal"
          error={errors.day ?? null}
          testId="ops-vendor-cap-day"
        />
      </EditForm>
    </Modal>
  );
}

const HELD_KEY = [...listKey(gameAdminApi.vendors), 'held-payouts'];

/** Credits held above the caps: the operator pays one (through the ledger) or refuses it. */
function HeldPayouts() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [status, setStatus] = useState<AdminHeldPayout['status']>('HELD');
  const [page, setPage] = useState(1);
  const [ask, confirmDialog] = useConfirm('ops-held-confirm');
  const held = useQuery({
    queryKey: [...HELD_KEY, status, page],
    queryFn: () => gamesAdminApi.heldPayouts(status, page),
    // Vendors add to the queue at any time: a tab shows it as it is now.
    staleTime: 0,
  });
  const decide = (p: AdminHeldPayout, approve: boolean) =>
    ask({
      title: t(approve ? 'ops_held_approve' : 'ops_held_reject'),
      message: t(approve ? 'ops_held_confirm_approve' : 'ops_held_confirm_reject', {
        amount: p.amount,
        account: p.username,
      }),
      danger: !approve,
      onConfirm: async () => {
        await (approve ? gamesAdminApi.approveHeldPayout(p.id) : gamesAdminApi.rejectHeldPayout(p.id));
        notify.success(t('ops_saved'));
        await client.invalidateQueries({ queryKey: HELD_KEY });
      },
    });
  return (
    <section data-testid="ops-held-payouts">
      <h3 className="ops-subtitle">{t('ops_held_title')}</h3>
      <div className="adm-tabs">
        {(['HELD', 'APPROVED', 'REJECTED'] as const).map((s) => (
          <button
            key={s}
            type="button"
            className={
              s === status ? 'adm-btn adm-btn--primary adm-btn--sm' : 'adm-btn adm-btn--ghost adm-btn--sm'
            }
            aria-pressed={s === status}
            data-testid={`ops-held-tab-${s}`}
            onClick={() => {
              setStatus(s);
              setPage(1);
            }}
          >
            {t(`ops_held_status_${s}`)}
          </button>
        ))}
      </div>
      <PagedTable
        testId="ops-held-table"
        rows={held.data?.list}
        rowKey={(p) => p.id}
        rowProps={(p) => ({ 'data-id': p.id, 'data-transaction': p.transactionId })}
        total={held.data?.total ?? 0}
        page={page}
        size={10}
        onPage={setPage}
        loading={held.isFetching}
        error={held.isError}
        onRetry={() => void held.refetch()}
        columns={[
          {
            key: 'time',
            header: t('ops_held_time'),
            render: (p) => formatDateTime(p.createdAt),
            nowrap: true,
          },
          { key: 'vendor', header: t('ops_vendor'), render: (p) => p.vendorCode },
          { key: 'member', header: t('ops_held_member'), render: (p) => p.username },
          {
            key: 'round',
            header: t('ops_held_round'),
            render: (p) => (
              <span className="adm-muted">
                {p.gameCode} · {p.roundId}
              </span>
            ),
          },
          { key: 'amount', header: t('ops_held_amount'), render: (p) => p.amount, align: 'end' },
          { key: 'reason', header: t('ops_held_reason'), render: (p) => t(`ops_held_reason_${p.reason}`) },
          {
            key: 'actions',
            header: t('ops_actions'),
            render: (p) =>
              p.status === 'HELD' ? (
                <div className="adm-row-actions">
                  <RowButton onClick={() => decide(p, true)} testId="ops-held-approve">
                    {t('ops_held_approve')}
                  </RowButton>
                  <RowButton onClick={() => decide(p, false)} testId="ops-held-reject">
                    {t('ops_held_reject')}
                  </RowButton>
                </div>
              ) : (
                <StatusBadge
                  tone={p.status === 'APPROVED' ? 'on' : 'off'}
                  label={t(`ops_held_status_${p.status}`)}
                />
              ),
          },
        ]}
      />
      {confirmDialog}
    </section>
  );
}

const EMPTY_WINDOW: MaintenanceForm = { start: '', end: '', message: '' };

/** The vendor's maintenance windows: the list (upcoming or all), add one, remove one. */
function MaintenanceModal({ vendor, onClose }: { vendor: AdminVendor; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [scope, setScope] = useState<'upcoming' | 'all'>('upcoming');
  const [page, setPage] = useState(1);
  const key = [...listKey(gameAdminApi.vendors), 'maintenance', vendor.id];
  const windows = useQuery({
    queryKey: [...key, scope, page],
    queryFn: () => gamesAdminApi.windows(vendor.id, scope, page),
  });
  const {
    values: form,
    setErrors,
    field,
    reset,
  } = useFormValues<MaintenanceForm, string>(EMPTY_WINDOW, fieldError);
  const { busy, run } = useBusyAction();
  const [ask, confirmDialog] = useConfirm('ops-window-confirm');
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: key }),
      client.invalidateQueries({ queryKey: listKey(gameAdminApi.vendors) }),
    ]);
  const add = async () => {
    const { body, errors: found } = maintenanceToBody(form);
    setErrors(found);
    if (!body) return;
    await run(async () => {
      await gamesAdminApi.addWindow(vendor.id, body);
      notify.success(t('ops_saved'));
      reset();
      await refresh();
    });
  };
  const remove = (w: AdminMaintenanceWindow) =>
    ask({
      title: t('ops_delete'),
      message: t('ops_confirm_remove_window', {
        start: formatDateTime(w.startTime),
        end: formatDateTime(w.endTime),
      }),
      danger: true,
      onConfirm: async () => {
        await gamesAdminApi.removeWindow(vendor.id, w.id);
        notify.success(t('ops_deleted'));
        await refresh();
      },
    });

  return (
    <Modal
      title={t('ops_maintenance_of', { name: vendor.displayName })}
      onClose={onClose}
      size="wide"
      testId="ops-maintenance"
      closeLabel={t('ops_close')}
    >
      <div className="adm-tabs">
        {(['upcoming', 'all'] as const).map((s) => (
          <button
            key={s}
            type="button"
            className={
              s === scope ? 'adm-btn adm-btn--primary adm-btn--sm' : 'adm-btn adm-btn--ghost adm-btn--sm'
            }
            aria-pressed={s === scope}
            onClick={() => {
              setScope(s);
              setPage(1);
            }}
          >
            {t(`ops_scope_${s}`)}
          </button>
        ))}
      </div>
      <PagedTable
        testId="ops-windows"
        rows={windows.data?.list}
        rowKey={(w) => w.id}
        rowProps={(w) => ({ 'data-id': w.id })}
        total={windows.data?.total ?? 0}
        page={page}
        size={10}
        onPage={setPage}
        loading={windows.isFetching}
        error={windows.isError}
        onRetry={() => void windows.refetch()}
        columns={[
          { key: 'start', header: t('ops_start'), render: (w) => formatDateTime(w.startTime), nowrap: true },
          { key: 'end', header: t('ops_end'), render: (w) => formatDateTime(w.endTime), nowrap: true },
          { key: 'message', header: t('ops_message'), render: (w) => w.message || '-' },
          {
            key: 'actions',
            header: t('ops_actions'),
            render: (w) => (
              <RowButton onClick={() => remove(w)} testId="ops-window-remove">
                {t('ops_delete')}
              </RowButton>
            ),
          },
        ]}
      />
      <h3 className="ops-subtitle">{t('ops_add_window')}</h3>
      <EditForm
        className="ops-form"
        actionsClassName="ops-form__actions"
        onSubmit={() => void add()}
        busy={busy}
        submitLabel={t('ops_add')}
        submitTestId="ops-window-add"
        testId="ops-window-form"
      >
        <TimeWindowFields
          textPrefix="ops_"
          endHint={false}
          start={field('start')}
          end={field('end')}
          testId="ops-window"
        />
        <div className="ops-wide">
          <TextField
            label={t('ops_message')}
            maxLength={255}
            {...field('message')}
            testId="ops-window-message"
          />
        </div>
      </EditForm>
      {confirmDialog}
    </Modal>
  );
}
