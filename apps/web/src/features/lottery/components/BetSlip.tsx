import { useState } from 'react';
import { CHASE_ISSUES_MAX } from '@platform/shared';
import { Modal } from '../../../lib/ui/Modal';
import { formatContent } from '../picker';
import { clampChaseIssues, lineAmount, slipTotal, type SlipLine } from '../slip';
import { useTranslation } from '../../../lib/i18n';

export interface ChaseChoice {
  on: boolean;
  issues: number;
  stopOnWin: boolean;
}

export function BetSlip({
  lines,
  chase,
  onChase,
  onRemove,
  onPlace,
  money,
  scale,
  busy,
  canPlace,
  placeLabel,
}: {
  lines: readonly SlipLine[];
  chase: ChaseChoice;
  onChase: (next: ChaseChoice) => void;
  onRemove: (id: number) => void;
  onPlace: () => void;
  money: (minor: bigint) => string;
  scale: number;
  busy: boolean;
  canPlace: boolean;
  placeLabel: string;
}) {
  const { t } = useTranslation();
  const total = slipTotal(lines, scale, chase.on ? chase.issues : 1);
  return (
    <section className="lot-panel bet-slip" data-testid="bet-slip">
      <h3 className="lot-panel__title">{t('lot_bet_slip')}</h3>
      {lines.length === 0 && <p className="lot-muted">{t('lot_bet_slip_empty')}</p>}
      <ul className="bet-slip__lines">
        {lines.map((line) => (
          <li key={line.id} className="bet-slip__line" data-testid="bet-slip-line">
            <div className="bet-slip__what">
              <strong>{t(`lot_play_${line.playType}`)}</strong>
              <span className="bet-slip__content">{formatContent(line.content)}</span>
            </div>
            <div className="bet-slip__money">
              <span className="lot-muted">
                {t('lot_bet_tickets', { count: line.tickets })} × {line.multiple}
              </span>
              <span>{money(lineAmount(line, scale))}</span>
              <button type="button" className="bet-link" onClick={() => onRemove(line.id)}>
                {t('lot_bet_remove')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <div className="bet-chase">
        <label className="bet-check">
          <input
            type="checkbox"
            data-testid="bet-chase"
            checked={chase.on}
            onChange={(e) => onChase({ ...chase, on: e.target.checked })}
          />
          {t('lot_bet_chase')}
        </label>
        {chase.on && (
          <>
            <label className="bet-field">
              <span>{t('lot_bet_chase_issues')}</span>
              <input
                type="number"
                inputMode="numeric"
                min={2}
                max={CHASE_ISSUES_MAX}
                data-testid="bet-chase-issues"
                value={chase.issues}
                onChange={(e) => onChase({ ...chase, issues: clampChaseIssues(e.target.value) })}
              />
            </label>
            <label className="bet-check">
              <input
                type="checkbox"
                checked={chase.stopOnWin}
                onChange={(e) => onChase({ ...chase, stopOnWin: e.target.checked })}
              />
              {t('lot_bet_chase_stop')}
            </label>
          </>
        )}
      </div>
      <div className="bet-slip__foot" data-testid="bet-bar">
        <strong data-testid="bet-slip-total">{t('lot_bet_total', { amount: money(total) })}</strong>
        <button
          type="button"
          className="btn btn--gold"
          data-testid="bet-place"
          disabled={busy || !canPlace || lines.length === 0}
          onClick={onPlace}
        >
          {placeLabel}
        </button>
      </div>
    </section>
  );
}

export function BetConfirmModal({
  numero,
  chaseIssues,
  totalText,
  lines,
  busy,
  onConfirm,
  onClose,
}: {
  numero: string;
  chaseIssues: number;
  totalText: string;
  lines: readonly SlipLine[];
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [clicked, setClicked] = useState(false);
  return (
    <Modal
      title={t('lot_bet_confirm_title')}
      onClose={onClose}
      testId="bet-confirm"
      closeLabel={t('lot_bet_cancel')}
    >
      <p>
        {chaseIssues > 1
          ? t('lot_bet_confirm_chase', { numero, more: chaseIssues - 1 })
          : t('lot_bet_confirm_issue', { numero })}
      </p>
      <ul className="bet-confirm__lines">
        {lines.map((line) => (
          <li key={line.id}>
            {t(`lot_play_${line.playType}`)} · {formatContent(line.content)} ·{' '}
            {t('lot_bet_tickets', { count: line.tickets })} × {line.multiple}
          </li>
        ))}
      </ul>
      <p>
        <strong>{t('lot_bet_total', { amount: totalText })}</strong>
      </p>
      <div className="bet-confirm__actions">
        <button type="button" className="btn btn--ghost" onClick={onClose}>
          {t('lot_bet_cancel')}
        </button>
        <button
          type="button"
          className="btn btn--gold"
          data-testid="bet-confirm-ok"
          disabled={busy || clicked}
          onClick={() => {
            setClicked(true);
            onConfirm();
          }}
        >
          {t('lot_bet_confirm')}
        </button>
      </div>
    </Modal>
  );
}
