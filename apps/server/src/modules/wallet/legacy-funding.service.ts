import {
  type FundingChannels,
  type FundingValue,
  type LegacyDepositKind,
  type RelayDepositRequest,
} from '@platform/shared';
import { AppError } from '../../platform/http/app-error.js';
import type { MerchantContext } from '../settings/index.js';
import type { SessionContext } from '../session/index.js';
import type { FundingService, WithdrawInput } from './funding.service.js';
import type { Replayable, WalletService } from './wallet.service.js';
import type { FundingDirection } from './wallet.tables.js';

/**
 * How each legacy deposit path pays, as the merchant reads it on the request. A payment gateway
 * page, a manual transfer and a QR code all end as a bank request the merchant decides, like the
 * deposit relays of current clients. "ma" names a channel we do not run: refused, never faked.
 */
const DEPOSIT_CHANNELS: Record<LegacyDepositKind, string | null> = {
  pg: 'payment page',
  mt: 'manual transfer',
  qr: 'QR image',
  ma: null,
};

/** The 500cai deposit, withdrawal and report calls on our funding service. */
export class LegacyFundingService {
  constructor(private readonly deps: { funding: FundingService; wallet: WalletService }) {}

  async deposit(
    merchant: MerchantContext,
    session: SessionContext,
    kind: LegacyDepositKind,
    input: RelayDepositRequest,
    key: string,
  ): Promise<Replayable<FundingValue>> {
    const via = DEPOSIT_CHANNELS[kind];
    if (!via) throw new AppError('function.not.available');
    return this.deps.funding.relayDeposit(merchant, session, input, via, key);
  }

  withdraw(
    merchant: MerchantContext,
    session: SessionContext,
    input: WithdrawInput,
    key: string,
  ): Promise<Replayable<FundingValue>> {
    return this.deps.funding.withdraw(merchant, session, input, key);
  }

  channels(
    merchant: MerchantContext,
    session: SessionContext,
    direction: FundingDirection,
  ): Promise<FundingChannels> {
    return this.deps.funding.channels(merchant, session, direction);
  }

  list(
    merchant: MerchantContext,
    session: SessionContext,
    direction: FundingDirection,
    page: { page: number; size: number },
  ) {
    return this.deps.funding.list(merchant, session, direction, page.page, page.size);
  }

  /** The main wallet's movements. */
  transactions(merchant: MerchantContext, session: SessionContext, page: { page: number; size: number }) {
    return this.deps.wallet.history(merchant, session, { wallet: 'MAIN', ...page });
  }
}
