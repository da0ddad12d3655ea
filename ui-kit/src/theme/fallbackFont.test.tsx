/**
 * 'Inter Fallback' (tokens.ts, declared by the pages' HTML through bootShell.ts's pageCss) sets text at Inter's widths while Inter loads, so lines wrap where they will once it
 * is in: the same English text is within 1.5 % of Inter's width in the stand-in at the kit's body and heading
 * weights, where the system font (what the page fell back to before) is 5-8 % off. Runs in Chromium (project
 * 'browser'), with the bundled Inter and the machine's Arial or Liberation Sans.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { pageCss } from './bootShell';
import { AtollThemeProvider, fallbackFontFaces, typography } from './index';

const TEXT = 'Blue Lagoon Guest House — today: 12 new requests, 3 overdue, arrivals and departures. Scan the QR code to open the app.';

let host: HTMLDivElement;
const widthIn = (family: string, weight: number) => {
  const span = document.createElement('span');
  span.textContent = TEXT;
  span.style.cssText = `font-family:${family};font-weight:${weight};font-size:16px;white-space:nowrap`;
  host.append(span);
  const { width } = span.getBoundingClientRect();
  span.remove();
  return width;
};

beforeEach(async () => {
  // GlobalStyle declares Inter (rendered for each test: the render is cleaned up after each); the pages' CSS, the stand-in.
  await render(<AtollThemeProvider>{null}</AtollThemeProvider>);
  host = document.createElement('div');
  const style = document.createElement('style');
  style.textContent = pageCss();
  host.append(style);
  document.body.append(host);
  await document.fonts.load(`400 16px Inter`);
  await document.fonts.load(`400 16px 'Inter Fallback'`);
  await document.fonts.load(`600 16px 'Inter Fallback'`);
  await document.fonts.ready;
});
afterEach(() => host.remove());

describe('Inter Fallback', () => {
  it('is the family after Inter, declared by the pages’ own CSS (index.html and login.html, before any script)', () => {
    expect(typography.fontFamily).toMatch(/^'Inter', 'Inter Fallback', /);
    expect(pageCss()).toContain(fallbackFontFaces);
  });

  it.each([typography.weight.regular, typography.weight.semibold])('sets text at Inter’s width at weight %i, the system font does not', (weight) => {
    // The stand-in is a local font (Arial, or Liberation Sans as on these machines): were none there, its text would be
    // set in the browser's default font, as a family that does not exist is.
    expect(widthIn("'Inter Fallback'", weight)).not.toBe(widthIn("'No Such Font'", weight));
    const inter = widthIn("'Inter'", weight);
    const fallback = widthIn("'Inter Fallback'", weight);
    const system = widthIn('system-ui', weight);
    expect(Math.abs(fallback / inter - 1)).toBeLessThan(0.015);
    expect(Math.abs(system / inter - 1)).toBeGreaterThan(0.03);
  });
});
