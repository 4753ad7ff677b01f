import { AppError } from '../../platform/http/app-error.js';
import type { MerchantContext } from '../settings/index.js';
import type { OutboxRepository } from './verification.repository.js';

export interface SmsMessage {
  countryDialingCode: string | null;
  mobileNo: string;
  text: string;
}

/** A way of delivering SMS. The merchant's settings name the provider it uses (smsProvider). */
export interface SmsProvider {
  readonly name: string;
  send(merchant: MerchantContext, message: SmsMessage): Promise<void>;
}

/** Built-in provider: records the message in the outbox table instead of sending it. */
export class OutboxSmsProvider implements SmsProvider {
  readonly name = 'outbox';
  constructor(private readonly outbox: OutboxRepository) {}

  async send(merchant: MerchantContext, message: SmsMessage): Promise<void> {
    await this.outbox.insert({
      merchantId: merchant.id,
      channel: 'sms',
      recipient: message.mobileNo,
      subject: message.countryDialingCode ? `+${message.countryDialingCode}` : null,
      body: message.text,
    });
  }
}

export class SmsGateway {
  private readonly providers: Map<string, SmsProvider>;
  constructor(providers: SmsProvider[]) {
    this.providers = new Map(providers.map((p) => [p.name, p]));
  }

  async send(merchant: MerchantContext, message: SmsMessage): Promise<void> {
    const provider = this.providers.get(merchant.extra.smsProvider);
    // A merchant set up with a provider this installation lacks gets no SMS features at all.
    if (!provider) throw new AppError('function.not.available');
    await provider.send(merchant, message);
  }
}
