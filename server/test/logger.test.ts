/**
 * The production logger (http/logger.ts): secret keys are censored wherever a line carries them, and the one line
 * per request skips that pass only while it holds nothing but its own fields (REQUEST_LINE_FIELDS).
 */
import { Writable } from 'node:stream';
import { expect, it } from 'vitest';
import { createLogger, REQUEST_LINE_FIELDS, SECRET_LOG_KEYS } from '../src/http/logger';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: createLogger({ destination }) };
}

it('keeps the request line fields and the secret keys apart', () => {
  const fields = [...REQUEST_LINE_FIELDS];
  expect(fields.filter((field) => SECRET_LOG_KEYS.some((key) => key.toLowerCase() === field.toLowerCase()))).toEqual([]);
});

it('writes a request line whole, at info and at error', () => {
  const { lines, logger } = capture();
  const line = { method: 'GET', route: '/api/v1/facilities/:id', status: 200, duration_ms: 1.2, request_id: 'abcdef12', company_id: 7, user_id: 9 };
  logger.info('request', line);
  logger.error('request', { ...line, status: 500, reference: 'REF-1A2B3C' });
  expect(lines).toEqual([
    expect.objectContaining({ level: 'info', msg: 'request', ...line }),
    expect.objectContaining({ level: 'error', msg: 'request', ...line, status: 500, reference: 'REF-1A2B3C' }),
  ]);
});

it('censors a secret key on any line, a request line with a field of another name included', () => {
  const { lines, logger } = capture();
  logger.info('request', { method: 'POST', route: '/api/v1/auth/login', status: 200, password: 'Lagoon-ab12-2026' });
  logger.info('sent', { token: 'tok-123', nested: { authorization: 'Bearer x' } });
  logger.error('failed', { error: 'boom', subscription: { endpoint: 'https://push.example/abc' } });
  expect(lines[0]).toMatchObject({ msg: 'request', route: '/api/v1/auth/login', password: '[Redacted]' });
  expect(lines[1]).toMatchObject({ msg: 'sent', token: '[Redacted]', nested: { authorization: '[Redacted]' } });
  expect(lines[2]).toMatchObject({ msg: 'failed', subscription: '[Redacted]' });
  expect(JSON.stringify(lines)).not.toMatch(/Lagoon-ab12-2026|tok-123|Bearer x|push\.example/);
});
