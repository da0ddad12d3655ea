/**
 * The renderer builds plain DOM (no React: it runs in the lean guest web app too). One way it makes an
 * element, and the small text helpers every component shares.
 */
import { FIXED_TEXT_MAX } from '@atoll/contract/constants';

/** An element with a class (and text), appended to `parent` when given. */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, parent?: Element | null, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  parent?.append(node);
  return node;
}

/** Fixed-text truncation at FIXED_TEXT_MAX characters (spec section 9), by code points, with an ellipsis. */
export function truncate(text: string, max: number = FIXED_TEXT_MAX): string {
  const chars = Array.from(text.trim());
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('').trimEnd()}…`;
}

/**
 * A short text drawn at most FIXED_TEXT_MAX characters long; the whole text is the element's title
 * when it was cut.
 */
export function fixedText<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, parent: Element, text: string): HTMLElementTagNameMap[K] {
  const cut = truncate(text);
  const node = h(tag, className, parent, cut);
  if (cut !== text.trim()) node.title = text.trim();
  return node;
}

/** An image that loads lazily; `alt` '' marks it decorative. */
export function image(parent: Element, className: string, src: string, alt: string): HTMLImageElement {
  const img = h('img', className, parent);
  img.src = src;
  img.alt = alt;
  img.loading = 'lazy';
  img.decoding = 'async';
  return img;
}
