import nodemailer from 'nodemailer';
import type { MerchantContext } from '../settings/index.js';
import type { OutboxRepository } from './verification.repository.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(merchant: MerchantContext, message: MailMessage): Promise<void>;
}

export class SmtpMailer implements Mailer {
  private readonly transport: nodemailer.Transporter;
  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(merchant: MerchantContext, message: MailMessage): Promise<void> {
    await this.transport.sendMail({
      from: { name: merchant.name, address: this.from },
      to: message.to,
      subject: message.subject,
      text: message.text,
    });
  }
}

/** Without an SMTP server e-mail lands in the outbox table, readable through the dev outbox call. */
export class OutboxMailer implements Mailer {
  constructor(private readonly outbox: OutboxRepository) {}

  async send(merchant: MerchantContext, message: MailMessage): Promise<void> {
    await this.outbox.insert({
      merchantId: merchant.id,
      channel: 'email',
      recipient: message.to.toLowerCase(),
      subject: message.subject,
      body: message.text,
    });
  }
}

export function createMailer(smtpUrl: string | null, from: string, outbox: OutboxRepository): Mailer {
  return smtpUrl ? new SmtpMailer(smtpUrl, from) : new OutboxMailer(outbox);
}
