/**
 * The SMTP sink against the same client the server uses (nodemailer over
 * SMTP_URL): if this fails, an e-mail walk would fail for the harness's sake.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_DIR } from './paths';
import { startSmtpSink, type SmtpSink } from './smtpSink';

// The server's own nodemailer (server/node_modules), not the copy smtp-server brings.
const nodemailer = createRequire(path.join(SERVER_DIR, 'package.json'))('nodemailer') as typeof import('nodemailer');

describe('SMTP sink', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());

  it('receives what nodemailer sends over SMTP_URL and reads subject, text and links', async () => {
    const link = 'http://127.0.0.1:9/auth/activate?token=' + 'a1'.repeat(40);
    const transport = nodemailer.createTransport(sink.url);
    const waiting = sink.waitForMail('Colleague@Example.test');
    await transport.sendMail({
      from: 'Atoll <no-reply@atoll.test>',
      to: 'Colleague <colleague@example.test>',
      subject: 'Activate your Atoll account – Zürich',
      // Long lines and non-ASCII force quoted-printable with soft line breaks.
      text: `Hello Zoë,\n\nOpen ${link} to choose your password.\n`,
    });
    const mail = await waiting;
    expect(mail.subject).toBe('Activate your Atoll account – Zürich');
    expect(mail.text).toContain('Hello Zoë');
    expect(mail.links).toEqual([link]);
    expect(mail.envelopeTo).toEqual(['colleague@example.test']);
  });

  it('times out with what it did receive', async () => {
    await expect(sink.waitForMail('nobody@example.test', { timeoutMs: 200 })).rejects.toThrow(/No e-mail to nobody@example.test/);
  });
});
