/**
 * Every text/surface pair of both colour schemes reaches WCAG AA (4.5:1), and so does the brand colour
 * (ADR 0002, ADR 0036) for several companies' colours: solid buttons' text and brand-coloured text on
 * every surface it sits on.
 */
import { describe, expect, it } from 'vitest';
import { PRIMARY_COLOR } from '@atoll/contract';
import { contrastRatio, readableShade, readableTint } from './contrast';
import { createTheme } from './theme';
import type { ColorScheme } from './tokens';

const SCHEMES: ColorScheme[] = ['light', 'dark'];
/** The default orange, a dark navy, a pale yellow, and a mid teal (a palette swatch). */
const BRANDS = [PRIMARY_COLOR, '#1A2B4C', '#FFF59D', '#319795'];
const AA = 4.5;

describe.each(SCHEMES)('%s scheme', (scheme) => {
  const { color, statusColors } = createTheme(PRIMARY_COLOR, scheme);
  const surfaces = { surface: color.surface, surfaceMuted: color.surfaceMuted, surfaceSunken: color.surfaceSunken };

  it.each(['textPrimary', 'textMuted', 'textError', 'success', 'warning', 'info'] as const)('%s reads on every surface', (text) => {
    for (const [name, surface] of Object.entries(surfaces)) {
      expect(contrastRatio(color[text], surface), `${text} on ${name}`).toBeGreaterThanOrEqual(AA);
    }
  });

  it('button labels read on their fills', () => {
    expect(contrastRatio(color.onActionSecondary, color.actionSecondary)).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(color.onActionDanger, color.actionDanger)).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(color.onSuccess, color.success)).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(color.onPaper, color.paper)).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(color.onPaperMuted, color.paper)).toBeGreaterThanOrEqual(AA);
  });

  it('every status badge pair reads', () => {
    for (const [name, { bg, fg }] of Object.entries(statusColors)) {
      expect(contrastRatio(fg, bg), name).toBeGreaterThanOrEqual(AA);
    }
  });

  it('the focus ring and strong borders stand out from the surfaces (3:1, non-text contrast)', () => {
    for (const surface of Object.values(surfaces)) {
      expect(contrastRatio(color.focusRing, surface)).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(color.borderStrong, surface)).toBeGreaterThanOrEqual(3);
    }
  });

  it.each(BRANDS)('brand %s: a solid button and brand-coloured text read', (brand) => {
    const theme = createTheme(brand, scheme).color;
    expect(theme.brand).toBe(brand);
    expect(contrastRatio(theme.onActionPrimary, theme.actionPrimary)).toBeGreaterThanOrEqual(AA);
    for (const [name, surface] of Object.entries(surfaces)) {
      expect(contrastRatio(theme.actionPrimaryText, surface), `actionPrimaryText on ${name}`).toBeGreaterThanOrEqual(AA);
    }
  });
});

describe('how the brand colour is adjusted', () => {
  it('light darkens #FC4500 under white text; dark lightens it under near-black text', () => {
    const light = createTheme(PRIMARY_COLOR, 'light').color;
    const dark = createTheme(PRIMARY_COLOR, 'dark').color;
    expect(light.onActionPrimary).toBe('#FFFFFF');
    expect(contrastRatio(PRIMARY_COLOR, '#FFFFFF')).toBeLessThan(AA);
    expect(contrastRatio(light.actionPrimary, '#000000')).toBeLessThan(contrastRatio(PRIMARY_COLOR, '#000000'));
    expect(contrastRatio(dark.actionPrimary, '#000000')).toBeGreaterThanOrEqual(contrastRatio(PRIMARY_COLOR, '#000000'));
  });

  it('a colour that already passes is kept as it is', () => {
    expect(readableShade('#1A2B4C', '#FFFFFF', AA)).toBe('#1A2B4C');
    expect(readableTint('#FFF59D', '#10151C', AA)).toBe('#FFF59D');
  });

  it('a dark navy is lightened enough to be read as text on the dark surfaces', () => {
    const dark = createTheme('#1A2B4C', 'dark').color;
    expect(contrastRatio('#1A2B4C', dark.surfaceSunken)).toBeLessThan(AA);
    expect(contrastRatio(dark.actionPrimaryText, dark.surfaceSunken)).toBeGreaterThanOrEqual(AA);
  });

  it('the light scheme is what createTheme gave before schemes existed', () => {
    expect(createTheme(PRIMARY_COLOR)).toEqual(createTheme(PRIMARY_COLOR, 'light'));
    expect(createTheme(PRIMARY_COLOR).color.actionPrimaryText).toBe(readableShade(PRIMARY_COLOR, '#EDF2F7', AA));
  });
});
