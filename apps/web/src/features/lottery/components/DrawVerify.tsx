import { useState } from 'react';
import { verifyDraw, type DrawKind } from '@platform/shared';
import type { LotteryDrawView } from '../api/lottery';
import { useTranslation } from '../../../lib/i18n';

const DRAW_KINDS: readonly string[] = ['digits', 'pick', 'race', 'dice', 'vn'] satisfies DrawKind[];

type Outcome =
  | { kind: 'unknown' }
  | { kind: 'done'; commitmentMatches: boolean; resultMatches: boolean; expectedWinNo: string };

/** Recomputes one draw from its revealed seed in the browser and says whether it matches. */
export function DrawVerify({ draw }: { draw: LotteryDrawView }) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  function run() {
    if (!DRAW_KINDS.includes(draw.kind)) {
      setOutcome({ kind: 'unknown' });
      return;
    }
    setOutcome({ kind: 'done', ...verifyDraw({ ...draw, kind: draw.kind as DrawKind }) });
  }

  const matches = outcome?.kind === 'done' && outcome.commitmentMatches && outcome.resultMatches;
  return (
    <div className="lot-verify" data-testid={`verify-${draw.numero}`}>
      <button type="button" className="btn btn--gold btn--sm" onClick={run} data-testid="verify-button">
        {t('lot_verify')}
      </button>
      {outcome?.kind === 'unknown' && (
        <p
          className="lot-verify__line lot-verify__line--bad"
          data-testid="verify-result"
          data-status="unknown"
        >
          {t('lot_unknown_kind')}
        </p>
      )}
      {outcome?.kind === 'done' && (
        <div
          className={`lot-verify__result ${matches ? 'is-match' : 'is-mismatch'}`}
          data-testid="verify-result"
          data-status={matches ? 'match' : 'mismatch'}
          role="status"
        >
          <strong className="lot-verify__status">
            {t(matches ? 'lot_verify_match' : 'lot_verify_mismatch')}
          </strong>
          <p className={`lot-verify__line ${outcome.commitmentMatches ? '' : 'lot-verify__line--bad'}`}>
            {t(outcome.commitmentMatches ? 'lot_commit_ok' : 'lot_commit_bad')}
          </p>
          <p className={`lot-verify__line ${outcome.resultMatches ? '' : 'lot-verify__line--bad'}`}>
            {t(outcome.resultMatches ? 'lot_result_ok' : 'lot_result_bad')}
          </p>
          <p className="lot-verify__line">
            {t('lot_expected')}: <code data-testid="verify-expected">{outcome.expectedWinNo}</code>
          </p>
        </div>
      )}
    </div>
  );
}
