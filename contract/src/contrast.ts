/**
 * WCAG 2 contrast (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio): the one formula behind the
 * brand colour's readable shades (ui-kit theme, ADR 0002) and the key places' icon pair. Yup-free,
 * so the kit's theme and any screen take it without the schemas.
 */
function channels(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? h.split('').map((c) => c + c).join('') : h;
  const n = Number.parseInt(full.slice(0, 6), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** WCAG 2 relative luminance of a #RRGGBB colour (0 black … 1 white). */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two #RRGGBB colours, 1 (none) … 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * An icon is a graphical object: WCAG 2.2 1.4.11 (non-text contrast) asks 3:1 against what is next
 * to it. The spec's default pair, #FFFFFF on #F56565, reaches 3.03:1.
 */
export const ICON_CONTRAST_MIN = 3;

/** Whether an icon drawn in `color` on `background` can be told apart (ICON_CONTRAST_MIN). */
export const iconContrastOk = (color: string, background: string) => contrastRatio(color, background) >= ICON_CONTRAST_MIN;
