import {
  type BankCardRequest,
  type BankCardValue,
  type FundingChannels,
  type FundingValue,
  type LanguageCode,
  type LegacyDepositKind,
  type RelayDepositRequest,
} from '@platform/shared';
import { AppError } from '../../platform/http/app-error.js';
import type { MerchantContext } from '../settings/index.js';
import type { SessionContext } from '../session/index.js';
import type { BankCardRepository, BankCardRow } from './bank-card.repository.js';
import {
  ACCOUNT_NO,
  maskAccount,
  type FundingService,
  type WithdrawInput,
  type WithdrawalSignals,
} from './funding.service.js';
import type { PaymentPasswords } from './payment-password.js';
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
  constructor(
    private readonly deps: {
      funding: FundingService;
      wallet: WalletService;
      bankCards: BankCardRepository;
      paymentPasswords: PaymentPasswords;
      /** Fraud signals: the account bound and the holder's name on it. */
      signals?: Pick<WithdrawalSignals, 'bankAccount'>;
      now?: () => Date;
    },
  ) {}

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

  /** Ours; a bank withdrawal that names no account pays out to the bound one. */
  async withdraw(
    merchant: MerchantContext,
    session: SessionContext,
    input: WithdrawInput,
    key: string,
  ): Promise<Replayable<FundingValue>> {
    if (input.method === 'BANK' && !input.bankName && !input.accountNo) {
      const card = await this.deps.bankCards.find(merchant.id, session.memberId);
      if (card) input = { ...input, bankName: card.bankName, accountNo: card.accountNo };
    }
    return this.deps.funding.withdraw(merchant, session, input, key);
  }

  async bankCard(merchant: MerchantContext, session: SessionContext): Promise<BankCardValue> {
    await this.deps.wallet.member(merchant, session);
    return cardValue(await this.deps.bankCards.find(merchant.id, session.memberId));
  }

  async saveBankCard(
    merchant: MerchantContext,
    session: SessionContext,
    input: BankCardRequest,
  ): Promise<BankCardValue> {
    const member = await this.deps.wallet.member(merchant, session, { moving: true });
    if (!ACCOUNT_NO.test(input.accountNo)) throw new AppError('bank.account.invalid');
    await this.deps.paymentPasswords.verify(merchant, member.id, input.paymentPassword);
    const saved = await this.deps.bankCards.save(
      {
        memberId: member.id,
        merchantId: merchant.id,
        bankName: input.bankName,
        accountNo: input.accountNo,
        accountName: input.accountName || input.payeeName || member.payeeName || null,
      },
      (this.deps.now ?? (() => new Date()))(),
    );
    await this.deps.signals?.bankAccount(merchant, member.id, saved);
    return cardValue(saved);
  }

  channels(
    merchant: MerchantContext,
    session: SessionContext,
    direction: FundingDirection,
    language?: LanguageCode,
  ): Promise<FundingChannels> {
    return this.deps.funding.channels(merchant, session, direction, language);
  }

  list(
    merchant: MerchantContext,
    session: SessionContext,
    direction: FundingDirection,
    page: { page: number; size: number },
    language?: LanguageCode,
  ) {
    return this.deps.funding.list(merchant, session, direction, page.page, page.size, language);
  }

  /** The main wallet's movements. */
  transactions(merchant: MerchantContext, session: SessionContext, page: { page: number; size: number }) {
    return this.deps.wallet.history(merchant, session, { wallet: 'MAIN', ...page });
  }
}

function cardValue(card: BankCardRow | null): BankCardValue {
  if (!card) return null;
  return {
    bankName: card.bankName,
    accountNo: maskAccount(card.accountNo)!,
    accountName: card.accountName,
    updatedAt: card.updatedAt.getTime(),
  };
}
