/**
 * Brand colours kept readable (ADR 0002). The contrast formula itself is the contract's: one rule
 * for the theme and the key places' icon pair.
 */
import { contrastRatio, luminance } from '@atoll/contract';

export { contrastRatio, luminance };

function channels(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? h.split('').map((c) => c + c).join('') : h;
  const n = Number.parseInt(full.slice(0, 6), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** '#10151C' → 'rgb(16, 21, 28)': a colour as getComputedStyle reports it (tests compare painted colours with tokens). */
export function cssRgb(hex: string): string {
  return `rgb(${channels(hex).join(', ')})`;
}

function toHex(rgb: number[]): string {
  return `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('').toUpperCase()}`;
}

/** Darkens `color` step by step until `text` on it reaches `ratio`. */
export function readableShade(color: string, text: string, ratio: number): string {
  let rgb = channels(color);
  let hex = toHex(rgb);
  for (let i = 0; i < 40 && contrastRatio(hex, text) < ratio; i += 1) {
    rgb = rgb.map((v) => v * 0.95) as [number, number, number];
    hex = toHex(rgb);
  }
  return hex;
}

/**
 * Lightens `color` step by step (mixing in white) until `text` on it, or it on `text` as a background,
 * reaches `ratio`: the dark scheme's counterpart of readableShade, for brand colours that must be read
 * on dark surfaces or carry dark text.
 */
export function readableTint(color: string, text: string, ratio: number): string {
  let rgb = channels(color);
  let hex = toHex(rgb);
  for (let i = 0; i < 60 && contrastRatio(hex, text) < ratio; i += 1) {
    rgb = rgb.map((v) => v + (255 - v) * 0.08) as [number, number, number];
    hex = toHex(rgb);
  }
  return hex;
}
