/**
 * Outgoing e-mail. With SMTP_URL, nodemailer delivers it; without, it is kept in the
 * `outbox` table (links included, so a developer can follow it) and the log notes it: recipient and
 * subject only, since the text's links carry activation and reset tokens (ADR 0055).
 */
import type { Transporter } from 'nodemailer';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import type { Logger } from '../http/errors';
import { nodemailerModule } from '../onFirstUse';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  // Made on the first e-mail, with nodemailer loaded then (onFirstUse.ts).
  let transport: Promise<Transporter> | undefined;
  return {
    async send(mail) {
      transport ??= nodemailerModule().then((nodemailer) => nodemailer.createTransport(smtpUrl));
      await (await transport).sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}

export function createOutboxMailer(db: Db, logger: Logger): Mailer {
  return {
    async send(mail) {
      await db.insert(outbox).values(mail);
      logger.info('E-mail kept in the outbox (no SMTP_URL)', { to: mail.to, subject: mail.subject });
    },
  };
}
