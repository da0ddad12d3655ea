/**
 * The walks' browser reaches 127.0.0.1 and nothing else (OUTSIDE_PROXY), and the context reports every other host
 * it was asked for: if this fails, a walk could pass by leaning on the internet, or fail for the harness's sake.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, newE2EContext } from './browser';

const OUTSIDE_NAME = 'outside.example';

describe('the walks’ browser', () => {
  let server: Server;
  let origin: string;
  let browser: Browser;
  const served: string[] = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      served.push(request.url ?? '');
      response.writeHead(200, { 'Content-Type': 'text/html', 'Cache-Control': 'no-store' }).end('<!doctype html><title>here</title>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // An outside name that would reach the server here if the browser asked it directly: only the proxy stops it.
    browser = await launchChromium([`--host-resolver-rules=MAP ${OUTSIDE_NAME} 127.0.0.1`]);
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('answers from 127.0.0.1, fails every other host (names and addresses) and reports each one', async () => {
    const person = await newE2EContext(browser, origin);
    try {
      const page = await person.newPage();
      await page.goto('/');
      const port = new URL(origin).port;
      const outside = [`http://${OUTSIDE_NAME}:${port}/logo.png`, 'https://tiles.example.org/1/2/3.png', 'http://203.0.113.7/track'];
      const outcomes = await page.evaluate(
        (urls) =>
          Promise.all(
            urls.map((url) =>
              fetch(url, { mode: 'no-cors', cache: 'no-store' }).then(
                () => 'answered',
                () => 'failed',
              ),
            ),
          ),
        [`${origin}/again`, ...outside],
      );
      expect(outcomes).toEqual(['answered', 'failed', 'failed', 'failed']);
      expect(served.filter((url) => url !== '/favicon.ico')).toEqual(['/', '/again']);
      expect(person.diagnostics.blocked).toEqual(outside);
    } finally {
      await person.context.close();
    }
  });
});
