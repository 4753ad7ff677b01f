import { decimalToMinor, minorToDecimal, type SeamlessResponse } from '@platform/shared';
import type { SeamlessOperation, SeamlessTransport } from './platform-wallet.js';

/**
 * A fake platform wallet for Lotus round tests: keeps one balance in minor units of one currency,
 * reads and writes amounts by the shared money rules, records every call, and can be told to
 * refuse or fail a given operation.
 */
export class FakePlatform implements SeamlessTransport {
  readonly calls: { vendorCode: string; operation: SeamlessOperation; body: Record<string, unknown> }[] = [];
  /** Operations that answer this status instead of OK. */
  readonly statusOf = new Map<SeamlessOperation, SeamlessResponse['status']>();
  /** Operations that throw (no answer), as a broken connection would. */
  readonly failing = new Set<SeamlessOperation>();
  private readonly debits = new Map<string, bigint>();

  constructor(
    public balanceMinor: bigint,
    readonly currency = 'THB',
  ) {}

  async call(vendorCode: string, operation: SeamlessOperation, body: object): Promise<SeamlessResponse> {
    const request = body as Record<string, unknown>;
    this.calls.push({ vendorCode, operation, body: request });
    if (this.failing.has(operation)) throw new Error(`${operation} unreachable`);
    const forced = this.statusOf.get(operation);
    if (forced) return this.answer(forced);
    const amount = decimalToMinor(request.amount ?? '0', this.currency);
    if (operation === 'debit') {
      if (amount > this.balanceMinor) return this.answer('INSUFFICIENT_FUNDS');
      this.balanceMinor -= amount;
      this.debits.set(String(request.transactionId), amount);
    } else if (operation === 'credit') {
      this.balanceMinor += amount;
    } else if (operation === 'rollback') {
      const debit = this.debits.get(String(request.referenceTransactionId));
      if (debit !== undefined) this.balanceMinor += debit;
      this.debits.delete(String(request.referenceTransactionId));
    }
    return this.answer('OK');
  }

  operations(): string[] {
    return this.calls.map((c) => c.operation);
  }

  private answer(status: SeamlessResponse['status']): SeamlessResponse {
    return { status, balance: minorToDecimal(this.balanceMinor, this.currency), currency: this.currency };
  }
}
