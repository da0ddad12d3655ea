/**
 * Vitest wiring for a walk file: one product (server + database + SMTP sink)
 * and one Chromium for the file; each person gets a fresh browser context.
 * When a test fails, the server log, the browser errors, blocked requests and
 * a screenshot of every open page are printed so the failure explains itself.
 * Node's fetch is watched for the secrets it carries (secrets.ts), which the
 * end-of-run scan looks for in the server logs (globalSetup.ts).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import type { Browser, Page } from 'playwright';
import { launchChromium, newE2EContext, type E2EContext, type LaunchOptions } from './browser';
import { startProduct, type Product } from './product';
import { ARTIFACTS_DIR, assertBuilt } from './paths';
import { watchFetch } from './secrets';

export interface Person extends E2EContext {
  page: Page;
  close(): Promise<void>;
}

export interface E2ESuite {
  product(): Product;
  browser(): Browser;
  /** A new person at their own browser (fresh storage), with one page open. */
  newPerson(): Promise<Person>;
}

async function reportFailure(name: string, product: Product | undefined, people: Set<Person>): Promise<void> {
  const lines = [`\n===== e2e failure: ${name} =====`];
  if (product) lines.push(`--- server log (${product.database.description}) ---`, product.logs().slice(-20_000));
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  let index = 0;
  for (const person of people) {
    const { blocked, errors } = person.diagnostics;
    if (blocked.length) lines.push(`--- blocked non-local requests ---`, ...blocked);
    if (errors.length) lines.push(`--- browser errors ---`, ...errors.slice(-30));
    if (person.diagnostics.cspViolations.length) lines.push(`--- CSP violations ---`, ...person.diagnostics.cspViolations);
    for (const page of person.context.pages()) {
      const file = path.join(ARTIFACTS_DIR, `${name.replace(/\W+/g, '-').slice(0, 60)}-${index++}.png`);
      try {
        await page.screenshot({ path: file, fullPage: true, timeout: 5_000 });
        lines.push(`--- page ${page.url()} (screenshot ${file}) ---`, (await page.locator('body').innerText({ timeout: 2_000 })).slice(0, 2_000));
      } catch (error) {
        lines.push(`--- page ${page.url()}: could not capture (${String(error)}) ---`);
      }
    }
  }
  console.error(lines.join('\n'));
}

/** `launch`: which Chromium the file's people use (launchChromium's; the headless shell where installed). */
export function useE2E({ launch }: { launch?: LaunchOptions } = {}): E2ESuite {
  let product: Product | undefined;
  let browser: Browser | undefined;
  const people = new Set<Person>();
  let unwatchFetch = () => undefined as void;

  beforeAll(async () => {
    assertBuilt();
    unwatchFetch = watchFetch();
    const logName = path.basename(expect.getState().testPath ?? 'server').replace(/\.test\.ts$/, '');
    // Settled, not all: whichever started must still be closed in afterAll.
    const [started, launched] = await Promise.allSettled([startProduct({ logName }), launchChromium([], launch)]);
    if (started.status === 'fulfilled') product = started.value;
    if (launched.status === 'fulfilled') browser = launched.value;
    if (started.status === 'rejected') throw started.reason;
    if (launched.status === 'rejected') throw launched.reason;
  });

  let serverErrorsBefore = 0;
  beforeEach((context) => {
    serverErrorsBefore = product?.errorLines().length ?? 0;
    context.onTestFailed(() => reportFailure(context.task.name, product, people));
  });

  afterEach(() => {
    // The product must work without the internet: nothing may even try to leave 127.0.0.1.
    const blocked = [...people].flatMap((person) => person.diagnostics.blocked.splice(0));
    expect(blocked, 'requests to anything but 127.0.0.1').toEqual([]);
    // The console works under the server's Content-Security-Policy: it blocked nothing.
    const cspViolations = [...people].flatMap((person) => person.diagnostics.cspViolations.splice(0));
    expect(cspViolations, 'Content-Security-Policy violations').toEqual([]);
    // A walk that passed on screen must not have cost the server an unhandled error.
    expect(product?.errorLines().slice(serverErrorsBefore) ?? [], 'errors in the server log').toEqual([]);
  });

  afterAll(async () => {
    await browser?.close();
    await product?.close();
    unwatchFetch();
  });

  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} did not start (see beforeAll)`);
    return value;
  };

  return {
    product: () => need(product, 'The product'),
    browser: () => need(browser, 'Chromium'),
    async newPerson() {
      const e2e = await newE2EContext(need(browser, 'Chromium'), need(product, 'The product').url);
      const page = await e2e.newPage();
      const person: Person = {
        ...e2e,
        page,
        close: async () => {
          people.delete(person);
          await e2e.context.close();
        },
      };
      people.add(person);
      return person;
    },
  };
}
