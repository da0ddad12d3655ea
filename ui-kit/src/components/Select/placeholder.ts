import type { ReactNode } from 'react';

/**
 * The hint a choice field shows while empty when its screen gives none: 'Choose property type' for
 * the label 'Property type'. A generic 'Select an item' tells the user nothing the label did not.
 * Acronyms ('PMS provider') keep their capitals.
 */
export function choosePlaceholder(label: ReactNode, fallback = 'Choose…'): string {
  if (typeof label !== 'string' || label.trim() === '') return fallback;
  const text = label.trim();
  const lowered = /^[A-Z][a-z]/.test(text) ? text[0].toLowerCase() + text.slice(1) : text;
  return `Choose ${lowered}`;
}
