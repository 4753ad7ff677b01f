import type { ReactNode } from 'react';
import { REMARK_MAX_LENGTH } from '@platform/shared';
import { Tabs } from '../core/PageHead';
import { DecisionButtons, StatusWithRemarks, type Column } from '../ui';
import { StatusBadge } from './FormModal';
import type { ConfirmRequest } from './use-ops';
import { useTranslation, type TFunction } from '../../../lib/i18n';

type Ask = (request: ConfirmRequest) => void;

/** Enabled (green) or disabled (red). */
export function EnabledBadge({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  return <StatusBadge tone={enabled ? 'on' : 'off'} label={enabled ? t('ops_enabled') : t('ops_disabled')} />;
}

/**
 * Turns a row on or off. Turning off takes it away from members at once, so it is confirmed
 * first; turning on is not. Failures are told by the admin client, so a rejection is dropped.
 */
export function EnableToggle({
  enabled,
  ask,
  disableMessage,
  onToggle,
  disabled,
  testId,
}: {
  enabled: boolean;
  ask: Ask;
  disableMessage: string;
  /** Sets the row to `next`. */
  onToggle: (next: boolean) => Promise<unknown>;
  disabled?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="adm-btn adm-btn--ghost adm-btn--sm"
      disabled={disabled}
      onClick={() =>
        enabled
          ? ask({
              title: t('ops_disable'),
              message: disableMessage,
              danger: true,
              onConfirm: () => onToggle(false),
            })
          : onToggle(true).catch(() => undefined)
      }
      data-testid={testId}
    >
      {enabled ? t('ops_disable') : t('ops_enable')}
    </button>
  );
}

/**
 * Approve (remarks optional) or reject (remarks required: the member is told why) a waiting
 * row, each through the page's confirm dialog. Buttons are `<testId>-approve` / `-reject`.
 */
export function ApproveRejectActions({
  ask,
  testId,
  approveMessage,
  rejectMessage,
  onApprove,
  onReject,
}: {
  ask: Ask;
  testId: string;
  approveMessage: string;
  rejectMessage: string;
  onApprove: (remarks: string) => Promise<unknown>;
  onReject: (remarks: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  return (
    <div className="adm-row-actions">
      <DecisionButtons
        approveLabel={t('ops_approve')}
        rejectLabel={t('ops_reject')}
        approveTestId={`${testId}-approve`}
        rejectTestId={`${testId}-reject`}
        onApprove={() =>
          ask({
            title: t('ops_approve'),
            message: approveMessage,
            confirmLabel: t('ops_approve'),
            remarks: { label: t('ops_remarks_optional'), required: false, maxLength: REMARK_MAX_LENGTH },
            onConfirm: onApprove,
          })
        }
        onReject={() =>
          ask({
            title: t('ops_reject'),
            message: rejectMessage,
            confirmLabel: t('ops_reject'),
            danger: true,
            remarks: { label: t('ops_remarks'), required: true, maxLength: REMARK_MAX_LENGTH },
            onConfirm: onReject,
          })
        }
      />
    </div>
  );
}

/** The status tabs of a queue: each status of the queue, then all of them. */
export function QueueTabs<S extends string>({
  value,
  statuses,
  textPrefix,
  onChange,
  testId,
}: {
  value: S | 'ALL';
  statuses: readonly S[];
  /** The text key of a status is this prefix and the status. */
  textPrefix: string;
  onChange: (value: S | 'ALL') => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const all: (S | 'ALL')[] = [...statuses, 'ALL'];
  return (
    <Tabs
      value={value}
      options={all.map((s) => ({ value: s, label: t(`${textPrefix}${s}`) }))}
      onChange={onChange}
      label={t('ops_status')}
      testId={testId}
    />
  );
}

/** A queue row's status pill with the decision remarks under it. */
export function DecisionStatus({
  tone,
  label,
  remarks,
}: {
  tone: 'on' | 'off' | 'wait';
  label: string;
  remarks: string | null | undefined;
}) {
  return (
    <StatusWithRemarks remarks={remarks}>
      <StatusBadge tone={tone} label={label} />
    </StatusWithRemarks>
  );
}

/**
 * The last two columns of a queue: the status (with the decision remarks) and, while the row
 * waits, approve / reject.
 */
export function decisionColumns<T>(
  t: TFunction,
  {
    status,
    waiting,
    decide,
  }: {
    status: (row: T) => { tone: 'on' | 'off' | 'wait'; label: string; remarks: string | null | undefined };
    waiting: (row: T) => boolean;
    decide: (row: T) => ReactNode;
  },
): Column<T>[] {
  return [
    { key: 'status', header: t('ops_status'), render: (row) => <DecisionStatus {...status(row)} /> },
    {
      key: 'actions',
      header: t('ops_actions'),
      render: (row) => (waiting(row) ? decide(row) : '-'),
    },
  ];
}

/**
 * The last two columns of a catalogue row that can be switched off: on / off, then the actions
 * (the switch first, the row's own buttons after it).
 */
export function switchColumns<T>(
  t: TFunction,
  {
    enabled,
    ask,
    disableMessage,
    onToggle,
    toggleTestId,
    actions,
  }: {
    enabled: (row: T) => boolean;
    ask: Ask;
    disableMessage: (row: T) => string;
    onToggle: (row: T, next: boolean) => Promise<unknown>;
    toggleTestId?: string;
    actions: (row: T) => ReactNode;
  },
): Column<T>[] {
  return [
    { key: 'status', header: t('ops_status'), render: (row) => <EnabledBadge enabled={enabled(row)} /> },
    {
      key: 'actions',
      header: t('ops_actions'),
      render: (row) => (
        <div className="adm-row-actions">
          <EnableToggle
            enabled={enabled(row)}
            ask={ask}
            disableMessage={disableMessage(row)}
            onToggle={(next) => onToggle(row, next)}
            testId={toggleTestId}
          />
          {actions(row)}
        </div>
      ),
    },
  ];
}
