import { createHash, randomInt } from 'node:crypto';
import {
  DEPOSIT_EXPIRY_RULE,
  QR_IMAGE_MAX_BYTES,
  minorToDecimal as money,
  type AdminDepositAccountItem,
  type AdminDepositMethodItem,
  type DepositMethodKind,
  type DepositMethodOption,
  type DepositPaymentInfo,
  type LanguageCode,
} from '@platform/shared';
import { AppError } from '../../platform/http/app-error.js';
import type { FeatureFlags, MerchantContext } from '../settings/index.js';
import { parseAmount } from './amounts.js';
import type { AdminActor } from './funding.service.js';
import type { FundingRow } from './funding.repository.js';
import {
  DepositMethodRepository,
  type DepositAccountRow,
  type DepositAccountSummary,
  type DepositMethodRow,
} from './deposit-methods.repository.js';
import { decodeBase64Image, proofImageType } from './proof-image.js';
import type { WalletSetupService } from './wallet-setup.js';

/** Letters and digits that cannot be mistaken for each other when read aloud or typed. */
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const REFERENCE_LENGTH = 8;

export interface DepositAssignment {
  depositMethodId: number;
  depositAccountId: number;
  referenceCode: string;
  expiresAt: Date;
}

export interface AdminMethodInput {
  kind: DepositMethodKind;
  name: string;
  names: Partial<Record<LanguageCode, string>>;
  minimumAmount: string | number;
  maximumAmount: string | number;
  enabled: boolean;
  sort: number;
}

export interface AdminAccountInput {
  bankName: string;
  accountName: string;
  accountNo: string;
  enabled: boolean;
  dailyCap?: string | number | null;
  sort: number;
  qrImage?: string | null;
}

export function newReference(): string {
  let code = '';
  for (let i = 0; i < REFERENCE_LENGTH; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return code;
}

function dataUrl(contentType: string | null, bytes: Buffer | null): string | null {
  if (!contentType || !bytes) return null;
  return `data:${contentType};base64,${bytes.toString('base64')}`;
}

function methodName(method: DepositMethodRow, language?: LanguageCode): string {
  return (language && method.names[language]?.trim()) || method.name;
}

/**
 * The merchant's deposit methods and receiving accounts: what members may pick, which account a
 * new request is given (the method's accounts take turns; a daily cap skips a full one), the
 * payment panel and receipt of a deposit, and the back office that sets them up.
 */
export class DepositMethodService {
  private readonly now: () => Date;

  constructor(
    private readonly deps: {
      repository: DepositMethodRepository;
      setup: WalletSetupService;
      flags: FeatureFlags;
      now?: () => Date;
    },
  ) {
    this.now = deps.now ?? (() => new Date());
  }

  async expiryMinutes(merchantId: number): Promise<number> {
    return (await this.deps.repository.expiryMinutes(merchantId)) ?? DEPOSIT_EXPIRY_RULE.default;
  }

  /** Enabled methods that have an enabled account, in the merchant's order. */
  private async available(merchantId: number): Promise<DepositMethodRow[]> {
    const methods = (await this.deps.repository.methods(merchantId)).filter((m) => m.enabled);
    const accounts = await this.deps.repository.accounts(
      merchantId,
      methods.map((m) => m.id),
    );
    const open = new Set(accounts.filter((a) => a.enabled).map((a) => a.methodId));
    return methods.filter((m) => open.has(m.id));
  }

  /** What the member may pick from now; none while the merchant takes no deposits. */
  async options(
    merchant: MerchantContext,
    language: LanguageCode,
  ): Promise<{ expiryMinutes: number; methods: DepositMethodOption[] }> {
    const expiryMinutes = await this.expiryMinutes(merchant.id);
    if (!(await this.deps.flags.isOn(merchant, 'DEPOSIT'))) return { expiryMinutes, methods: [] };
    const methods = await this.available(merchant.id);
    return {
      expiryMinutes,
      methods: methods.map((m) => ({
        id: m.id,
        kind: m.kind,
        name: methodName(m, language),
        minimumAmount: money(m.minAmount, merchant.currency),
        maximumAmount: money(m.maxAmount, merchant.currency),
        currency: merchant.currency,
      })),
    };
  }

  /** GET /wps/system/depositBanks: the methods members may use, each with the banks of its accounts. */
  async channels(merchant: MerchantContext, language?: LanguageCode) {
    const methods = await this.available(merchant.id);
    const accounts = (
      await this.deps.repository.accounts(
        merchant.id,
        methods.map((m) => m.id),
      )
    ).filter((a) => a.enabled);
    return methods.map((m) => ({
      method: 'BANK' as const,
      minimumAmount: money(m.minAmount, merchant.currency),
      maximumAmount: money(m.maxAmount, merchant.currency),
      currency: merchant.currency,
      methodId: m.id,
      kind: m.kind,
      name: methodName(m, language),
      banks: [...new Set(accounts.filter((a) => a.methodId === m.id).map((a) => a.bankName))],
    }));
  }

  /** The method a field client's deposit goes through: the preferred kind first, one whose bounds hold the amount. */
  async pickFor(
    merchant: MerchantContext,
    amount: bigint,
    preferred: DepositMethodKind,
  ): Promise<number | null> {
    const methods = (await this.available(merchant.id)).filter(
      (m) => m.kind !== 'C2C' && amount >= m.minAmount && amount <= m.maxAmount,
    );
    return (methods.find((m) => m.kind === preferred) ?? methods[0])?.id ?? null;
  }

  /** The bounds of one method the member asked for, or deposit.method.unavailable. */
  async bounds(merchant: MerchantContext, methodId: number): Promise<{ min: bigint; max: bigint }> {
    const method = await this.deps.repository.method(merchant.id, methodId);
    if (!method || !method.enabled) throw new AppError('deposit.method.unavailable');
    return { min: method.minAmount, max: method.maxAmount };
  }

  /**
   * Gives a new request its account, reference and expiry, inside the request's transaction. The
   * method's turn counter is raised under its row lock, so concurrent requests are serialised per
   * method and the enabled accounts (in their order) take turns; an account whose daily cap the
   * amount would pass is skipped.
   */
  async assign(
    repository: DepositMethodRepository,
    merchant: MerchantContext,
    methodId: number,
    amount: bigint,
  ): Promise<DepositAssignment> {
    const turn = await repository.nextTurn(merchant.id, methodId);
    if (turn === null) throw new AppError('deposit.method.unavailable');
    let accounts = (await repository.accounts(merchant.id, [methodId])).filter((a) => a.enabled);
    if (accounts.some((a) => a.dailyCap !== null)) {
      const now = this.now();
      const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
      const taken = await repository.assignedSince(methodId, dayStart);
      accounts = accounts.filter(
        (a) => a.dailyCap === null || (taken.get(a.id) ?? 0n) + amount <= a.dailyCap,
      );
    }
    if (accounts.length === 0) throw new AppError('deposit.method.unavailable');
    const account = accounts[turn % accounts.length]!;
    let referenceCode = newReference();
    while (await repository.referenceTaken(merchant.id, referenceCode)) referenceCode = newReference();
    const minutes = (await repository.expiryMinutes(merchant.id)) ?? DEPOSIT_EXPIRY_RULE.default;
    return {
      depositMethodId: methodId,
      depositAccountId: account.id,
      referenceCode,
      expiresAt: new Date(this.now().getTime() + minutes * 60_000),
    };
  }

  /** Where and how to pay each of these deposits that went through a method, by request id. */
  async paymentInfo(
    merchantId: number,
    rows: FundingRow[],
    language?: LanguageCode,
  ): Promise<Map<number, DepositPaymentInfo>> {
    const through = rows.filter((r) => r.depositMethodId !== null && r.depositAccountId !== null);
    const result = new Map<number, DepositPaymentInfo>();
    if (through.length === 0) return result;
    const [methods, accounts, receipts] = await Promise.all([
      this.deps.repository.methods(merchantId),
      this.deps.repository.accounts(merchantId, [...new Set(through.map((r) => r.depositMethodId!))]),
      this.deps.repository.withReceipts(through.map((r) => r.id)),
    ]);
    const methodById = new Map(methods.map((m) => [m.id, m]));
    const accountById = new Map(accounts.map((a) => [a.id, a]));
    const now = this.now().getTime();
    for (const row of through) {
      const method = methodById.get(row.depositMethodId!);
      const account = accountById.get(row.depositAccountId!);
      if (!method || !account) continue;
      const expiresAt = row.expiresAt?.getTime() ?? row.createdAt.getTime();
      result.set(row.id, {
        methodId: method.id,
        methodName: methodName(method, language),
        kind: method.kind,
        bankName: account.bankName,
        accountName: account.accountName,
        accountNo: account.accountNo,
        hasQr: account.qrContentType !== null,
        reference: row.referenceCode ?? '',
        expiresAt,
        expired: row.status === 'PENDING' && expiresAt <= now,
        receiptUploaded: receipts.has(row.id),
      });
    }
    return result;
  }

  /** The QR image of an account as a data: URL, for a member's payment panel. */
  async qrImage(merchantId: number, accountId: number): Promise<string | null> {
    const account = await this.deps.repository.account(merchantId, accountId);
    return account ? dataUrl(account.qrContentType, account.qrImage) : null;
  }

  /** Stores (or replaces) the receipt of a pending deposit after checking what the bytes are. */
  async saveReceipt(merchantId: number, request: FundingRow, bytes: Buffer): Promise<void> {
    const contentType = proofImageType(bytes);
    if (request.status !== 'PENDING') throw new AppError('deposit.receipt.closed');
    await this.deps.repository.saveReceipt({
      fundingRequestId: request.id,
      merchantId,
      contentType,
      bytes,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
  }

  // ---- Back office ------------------------------------------------------------------------------

  private guard(merchant: MerchantContext, actor: AdminActor): void {
    if (actor.merchantId !== merchant.id) throw new AppError('permission.denied');
  }

  async adminList(merchant: MerchantContext, actor: AdminActor) {
    this.guard(merchant, actor);
    const methods = await this.deps.repository.methods(merchant.id);
    const accounts = await this.deps.repository.accounts(merchant.id);
    const withQr = await Promise.all(
      accounts.map(async (a) =>
        a.qrContentType
          ? this.accountItem(merchant, a, await this.qrImage(merchant.id, a.id))
          : this.accountItem(merchant, a, null),
      ),
    );
    return {
      expiryMinutes: await this.expiryMinutes(merchant.id),
      currency: merchant.currency,
      list: methods.map((m) =>
        this.methodItem(
          merchant,
          m,
          withQr.filter((a) => a.methodId === m.id),
        ),
      ),
    };
  }

  async saveSettings(merchant: MerchantContext, actor: AdminActor, expiryMinutes: number) {
    this.guard(merchant, actor);
    if (!(await this.deps.repository.setExpiryMinutes(merchant.id, expiryMinutes))) {
      const setup = await this.deps.setup.of(merchant);
      await this.deps.repository.insertSettings({
        merchantId: merchant.id,
        isSingle: setup.isSingle,
        depositMin: setup.deposit.min,
        depositMax: setup.deposit.max,
        withdrawMin: setup.withdraw.min,
        withdrawMax: setup.withdraw.max,
        depositExpiryMinutes: expiryMinutes,
      });
      await this.deps.setup.changed();
    }
    return { expiryMinutes };
  }

  private methodFields(merchant: MerchantContext, input: AdminMethodInput) {
    const minAmount = parseAmount(input.minimumAmount, merchant.currency);
    const maxAmount = parseAmount(input.maximumAmount, merchant.currency);
    if (maxAmount < minAmount) throw new AppError('deposit.method.limits.invalid');
    const names: Record<string, string> = {};
    for (const [language, name] of Object.entries(input.names ?? {}))
      if (name?.trim()) names[language] = name.trim();
    return {
      kind: input.kind,
      name: input.name,
      names,
      minAmount,
      maxAmount,
      enabled: input.enabled,
      sort: input.sort,
    };
  }

  async createMethod(merchant: MerchantContext, actor: AdminActor, input: AdminMethodInput) {
    this.guard(merchant, actor);
    const row = await this.deps.repository.insertMethod({
      merchantId: merchant.id,
      ...this.methodFields(merchant, input),
    });
    return this.methodItem(merchant, row, []);
  }

  async updateMethod(merchant: MerchantContext, actor: AdminActor, id: number, input: AdminMethodInput) {
    this.guard(merchant, actor);
    const row = await this.deps.repository.updateMethod(merchant.id, id, this.methodFields(merchant, input));
    if (!row) throw new AppError('deposit.method.unavailable');
    const accounts = await this.deps.repository.accounts(merchant.id, [id]);
    const items = await Promise.all(
      accounts.map(async (a) => this.accountItem(merchant, a, await this.qrImage(merchant.id, a.id))),
    );
    return this.methodItem(merchant, row, items);
  }

  private accountFields(merchant: MerchantContext, input: AdminAccountInput) {
    const fields: Partial<DepositAccountRow> = {
      bankName: input.bankName,
      accountName: input.accountName,
      accountNo: input.accountNo,
      enabled: input.enabled,
      sort: input.sort,
      dailyCap:
        input.dailyCap === null || input.dailyCap === undefined || input.dailyCap === ''
          ? null
          : parseAmount(input.dailyCap, merchant.currency),
    };
    if (input.qrImage === null || input.qrImage === '') {
      fields.qrImage = null;
      fields.qrContentType = null;
    } else if (input.qrImage !== undefined) {
      const bytes = qrBytes(input.qrImage);
      fields.qrImage = bytes;
      fields.qrContentType = qrType(bytes);
    }
    return fields;
  }

  async createAccount(
    merchant: MerchantContext,
    actor: AdminActor,
    methodId: number,
    input: AdminAccountInput,
  ) {
    this.guard(merchant, actor);
    const method = await this.deps.repository.method(merchant.id, methodId);
    if (!method) throw new AppError('deposit.method.unavailable');
    const fields = this.accountFields(merchant, input);
    const row = await this.deps.repository.insertAccount({
      ...fields,
      merchantId: merchant.id,
      methodId,
      bankName: input.bankName,
      accountName: input.accountName,
      accountNo: input.accountNo,
    });
    return this.accountItem(merchant, row, dataUrl(fields.qrContentType ?? null, fields.qrImage ?? null));
  }

  async updateAccount(
    merchant: MerchantContext,
    actor: AdminActor,
    methodId: number,
    accountId: number,
    input: AdminAccountInput,
  ) {
    this.guard(merchant, actor);
    const existing = await this.deps.repository.account(merchant.id, accountId);
    if (!existing || existing.methodId !== methodId) throw new AppError('deposit.method.unavailable');
    const row = await this.deps.repository.updateAccount(
      merchant.id,
      accountId,
      this.accountFields(merchant, input),
    );
    return this.accountItem(merchant, row!, await this.qrImage(merchant.id, accountId));
  }

  async receipt(actor: AdminActor, fundingRequestId: number) {
    const receipt = await this.deps.repository.receipt(actor.merchantId, fundingRequestId);
    if (!receipt) throw new AppError('funding.not.found');
    return receipt;
  }

  private methodItem(
    merchant: MerchantContext,
    row: DepositMethodRow,
    accounts: AdminDepositAccountItem[],
  ): AdminDepositMethodItem {
    return {
      id: row.id,
      kind: row.kind,
      name: row.name,
      names: row.names,
      minimumAmount: money(row.minAmount, merchant.currency),
      maximumAmount: money(row.maxAmount, merchant.currency),
      enabled: row.enabled,
      sort: row.sort,
      accounts,
    };
  }

  private accountItem(
    merchant: MerchantContext,
    row: DepositAccountSummary,
    qrImage: string | null,
  ): AdminDepositAccountItem {
    return {
      id: row.id,
      methodId: row.methodId,
      bankName: row.bankName,
      accountName: row.accountName,
      accountNo: row.accountNo,
      enabled: row.enabled,
      dailyCap: row.dailyCap === null ? null : money(row.dailyCap, merchant.currency),
      sort: row.sort,
      qrImage,
    };
  }
}

/** A QR image sent as base64: at most QR_IMAGE_MAX_BYTES, a PNG or a JPEG by its bytes. */
function qrBytes(text: string): Buffer {
  try {
    const bytes = decodeBase64Image(text);
    if (bytes.length > QR_IMAGE_MAX_BYTES) throw new AppError('qr.image.invalid');
    return bytes;
  } catch (error) {
    if (error instanceof AppError && error.code === 'proof.image.invalid')
      throw new AppError('qr.image.invalid');
    throw error;
  }
}

function qrType(bytes: Buffer): string {
  try {
    return proofImageType(bytes);
  } catch (error) {
    if (error instanceof AppError) throw new AppError('qr.image.invalid');
    throw error;
  }
}
