import {
  QUICK_PICKS,
  hasQuickPicks,
  quickPick,
  type PickerLayout,
  type PickerRow,
  type Selection,
} from '../picker';
import { useTranslation, type TFunction } from '../../../lib/i18n';

/** The label of a picker row: named digit places for SSC, finishing places for PK10. */
function rowLabel(kind: string, row: PickerRow, t: TFunction): string {
  if (row.position === null) return t('lot_pos_pick');
  if (kind === 'digits') return t(`lot_pos_d${row.position}`);
  if (kind === 'race') return t('lot_pos_rank', { n: row.position + 1 });
  return t('lot_pos_nth', { n: row.position + 1 });
}

/** Letters and words stand for options (big, small, any triple); numbers show as themselves. */
function optionLabel(option: string, t: TFunction): string {
  return /^\d+$/.test(option) ? option : t(`lot_opt_${option}`);
}

export function NumberPicker({
  kind,
  layout,
  selection,
  onChange,
  optionOdds,
  formatOdds,
}: {
  kind: string;
  layout: PickerLayout;
  selection: Selection;
  onChange: (next: Selection) => void;
  /** Options that pay their own odds (K3 sum) show them under the number, as `formatOdds` puts them. */
  optionOdds?: Record<string, number>;
  formatOdds?: (odds: number) => string;
}) {
  const { t } = useTranslation();
  if (layout.typed) {
    return (
      <div className="bet-picker" data-testid="bet-picker">
        <label className="bet-typed">
          <span className="lot-muted">{t('lot_bet_typed_hint')}</span>
          <textarea
            data-testid="bet-typed"
            rows={3}
            maxLength={4000}
            value={selection.typed}
            onChange={(e) => onChange({ ...selection, typed: e.target.value })}
          />
        </label>
      </div>
    );
  }
  const setRow = (index: number, values: string[]) =>
    onChange({ ...selection, rows: selection.rows.map((r, i) => (i === index ? values : r)) });
  return (
    <div className="bet-picker" data-testid="bet-picker">
      {layout.rows.map((row, index) => {
        const chosen = selection.rows[index] ?? [];
        const wide = row.options.length > 20;
        return (
          <div key={index} className="bet-row" data-testid="bet-row">
            <span className="bet-row__label">{rowLabel(kind, row, t)}</span>
            <div className={`bet-row__options${wide ? ' bet-row__options--grid' : ''}`}>
              {row.options.map((option) => {
                const on = chosen.includes(option);
                return (
                  <button
                    key={option}
                    type="button"
                    className={`bet-option${on ? ' bet-option--on' : ''}${/^\d+$/.test(option) ? '' : ' bet-option--word'}${optionOdds?.[option] !== undefined ? ' bet-option--odds' : ''}`}
                    aria-pressed={on}
                    data-testid={`bet-option-${option}`}
                    onClick={() =>
                      setRow(index, on ? chosen.filter((c) => c !== option) : [...chosen, option])
                    }
                  >
                    <span>{optionLabel(option, t)}</span>
                    {optionOdds?.[option] !== undefined && (
                      <small className="bet-option__odds">
                        {formatOdds ? formatOdds(optionOdds[option]!) : optionOdds[option]}
                      </small>
                    )}
                  </button>
                );
              })}
            </div>
            {hasQuickPicks(row) && (
              <div className="bet-row__quick">
                {QUICK_PICKS.map((pick) => (
                  <button
                    key={pick}
                    type="button"
                    className="bet-quick"
                    data-testid={`bet-quick-${pick}`}
                    onClick={() => setRow(index, quickPick(row.options, pick))}
                  >
                    {t(`lot_qp_${pick}`)}
                  </button>
                ))}
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}
