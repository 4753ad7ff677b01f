import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { drawWinNo, seedCommitment } from '@platform/shared';
import { changeLanguage, i18n, I18nProvider } from '../../../lib/i18n';
import type { LotteryDrawView } from '../api/lottery';
import { DrawVerify } from './DrawVerify';

const SEED = '3f1c9a0b7d2e4f6a8c1b3d5e7f9a0b2c4d6e8f0a1b3c5d7e9f1a2b4c6d8e0f12';

function drawOf(kind: string, gameCode: string, numero: string): LotteryDrawView {
  return {
    gameCode,
    numero,
    winNo: drawWinNo(kind as 'digits', SEED, gameCode, numero),
    drawTime: Date.UTC(2026, 10, 23, 1, 0, 0),
    winningTime: Date.UTC(2026, 10, 23, 1, 0, 1),
    seedHash: seedCommitment(SEED),
    seed: SEED,
    kind,
    status: 'settled',
  };
}

function verify(draw: LotteryDrawView) {
  render(
    <I18nProvider i18n={i18n}>
      <DrawVerify draw={draw} />
    </I18nProvider>,
  );
  expect(screen.queryByTestId('verify-result')).toBeNull();
  fireEvent.click(screen.getByTestId('verify-button'));
  return screen.getByTestId('verify-result');
}

beforeEach(async () => {
  await changeLanguage('EN', false);
});
afterEach(cleanup);

describe('DrawVerify', () => {
  it.each([
    ['digits', 'lotus_ssc_1m'],
    ['pick', 'lotus_11x5_3m'],
    ['race', 'lotus_pk10_5m'],
    ['dice', 'lotus_k3_5m'],
    ['vn', 'vn_mienbac'],
  ])('a genuine %s draw verifies as a match', (kind, gameCode) => {
    const draw = drawOf(kind, gameCode, '20261123-0061');
    const result = verify(draw);
    expect(result.getAttribute('data-status')).toBe('match');
    expect(result.textContent).toContain('Match');
    expect(result.textContent).toContain('The seed matches the hash published before betting opened.');
    expect(screen.getByTestId('verify-expected').textContent).toBe(draw.winNo);
  });

  it('a tampered result shows a mismatch and the result the seed gives', () => {
    const draw = drawOf('digits', 'lotus_ssc_1m', '20261123-0061');
    const digits = draw.winNo.split(',');
    digits[0] = String((Number(digits[0]) + 1) % 10);
    const result = verify({ ...draw, winNo: digits.join(',') });
    expect(result.getAttribute('data-status')).toBe('mismatch');
    expect(result.textContent).toContain('The seed does not reproduce the published result.');
    expect(result.textContent).toContain('The seed matches the hash');
    expect(screen.getByTestId('verify-expected').textContent).toBe(draw.winNo);
  });

  it('a tampered seed fails its commitment', () => {
    const draw = drawOf('pick', 'lotus_11x5_3m', '20261123-0061');
    const result = verify({ ...draw, seed: `${SEED.slice(0, -1)}3` });
    expect(result.getAttribute('data-status')).toBe('mismatch');
    expect(result.textContent).toContain('The seed does not match the published hash.');
  });

  it('a game kind it does not know is not reported as a match', () => {
    const result = verify({ ...drawOf('digits', 'lotus_ssc_1m', '20261123-0061'), kind: 'keno' });
    expect(result.getAttribute('data-status')).toBe('unknown');
  });
});
