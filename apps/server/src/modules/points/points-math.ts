import type { PointConfig } from '@platform/shared';
import { AppError } from '../../platform/http/app-error.js';

/** Wallet code of a member's points account (currency POINTS_CURRENCY). */
export const POINTS_WALLET = 'POINTS';

export interface PointRates {
  exchangeRateE4: number;
  liveBetE4: number;
  lottoBetE4: number;
  pvpBetE4: number;
  rngBetE4: number;
  sportBetE4: number;
  depositE4: number;
}

/** A rate as typed (up to 4 decimals) to ten-thousandths; more decimals are refused, not rounded. */
export function rateToE4(rate: number): number {
  const e4 = Math.round(rate * 10_000);
  if (Math.abs(e4 - rate * 10_000) > 1e-6 || e4 < 0 || !Number.isSafeInteger(e4)) {
    throw new AppError('request.invalid', 'rates: at most 4 decimals');
  }
  return e4;
}

export function configOf(rates: PointRates): PointConfig {
  const n = (e4: number) => e4 / 10_000;
  return {
    pointExchangeRate: n(rates.exchangeRateE4),
    liveBet: n(rates.liveBetE4),
    lottoBet: n(rates.lottoBetE4),
    pvpBet: n(rates.pvpBetE4),
    rngBet: n(rates.rngBetE4),
    sportBet: n(rates.sportBetE4),
    deposit: n(rates.depositE4),
  };
}
