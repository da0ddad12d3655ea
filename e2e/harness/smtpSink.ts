/**
 * A local SMTP server that keeps every message in memory, so a walk can read
 * the e-mail the product sends (the activation link) like a person would.
 * Plain SMTP on 127.0.0.1: no TLS and no authentication, which is what the
 * server's SMTP_URL `smtp://127.0.0.1:<port>` asks nodemailer for. The links' tokens are recorded for
 * the end-of-run log scan (secrets.ts).
 */
import { SMTPServer } from 'smtp-server';
import { parseMail, type ParsedMail } from './mime';
import { recordLinkTokens } from './secrets';

export interface ReceivedMail extends ParsedMail {
  /** Envelope recipients (RCPT TO), lowercased. */
  envelopeTo: string[];
  raw: string;
}

export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>`, for the server's SMTP_URL. */
  url: string;
  messages: ReceivedMail[];
  /** Resolves with the first message to `to` received after `since` (an index into messages). */
  waitForMail(to: string, options?: { timeoutMs?: number; since?: number }): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const listeners = new Set<() => void>();

  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const envelopeTo = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        const parsed = parseMail(raw);
        // Invitation, activation and reset links carry tokens the server must never log.
        for (const link of parsed.links) recordLinkTokens('e-mail link token', link);
        messages.push({ ...parsed, envelopeTo, raw });
        for (const notify of listeners) notify();
        callback();
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('SMTP sink did not get a port');

  const find = (to: string, since: number) => {
    const wanted = to.toLowerCase();
    return messages.slice(since).find((m) => m.envelopeTo.includes(wanted) || m.to.includes(wanted));
  };

  return {
    url: `smtp://127.0.0.1:${address.port}`,
    messages,
    waitForMail(to, { timeoutMs = 20_000, since = 0 } = {}) {
      const already = find(to, since);
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          listeners.delete(check);
          const seen = messages.map((m) => `${m.envelopeTo.join(',')}: ${m.subject}`).join('; ') || 'none';
          reject(new Error(`No e-mail to ${to} within ${timeoutMs} ms (received: ${seen})`));
        }, timeoutMs);
        const check = () => {
          const mail = find(to, since);
          if (!mail) return;
          clearTimeout(timer);
          listeners.delete(check);
          resolve(mail);
        };
        listeners.add(check);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
