/**
 * What a guest would miss in a layout (issue 21: 'Before saving, a check lists what a guest would miss'): a
 * component whose texts are not in every language the property has enabled (the guest app falls back to
 * English, so a French guest reads English there), and images without alt text (a screen reader says
 * nothing of them). One gap per component and kind, so a layout of 50 components stays a short list.
 * Not errors: the server saves such a layout; the editor shows the list before the save.
 */
import { APP_SECTION_IDS, type AppComponent, type AppConfig, type AppSectionId } from './appEditor';

export type AppConfigGap =
  | { kind: 'translation'; section: AppSectionId; component_id: string; component: string; languages: string[] }
  | { kind: 'alt'; section: AppSectionId; component_id: string; component: string; images: number };

export const APP_CONFIG_GAP_TEXT = {
  heading: (count: number) => (count === 1 ? 'A guest would miss 1 thing' : `A guest would miss ${count} things`),
  summary: 'Missing translations and images without alt text. You can still save.',
  translation: (component: string, languages: readonly string[]) => `${component}: no ${languages.join(', ')} text`,
  alt: (component: string, images: number) => `${component}: ${images === 1 ? '1 image has' : `${images} images have`} no alt text`,
} as const;

type Texts = { language_code?: unknown; text?: unknown }[];
const isTranslatable = (value: unknown): value is Texts =>
  Array.isArray(value) && value.length > 0 && value.every((t) => t !== null && typeof t === 'object' && 'language_code' in t && 'text' in t);
const filled = (texts: Texts, code: string) => texts.some((t) => t.language_code === code && typeof t.text === 'string' && t.text.trim() !== '');
const anyText = (texts: Texts) => texts.some((t) => typeof t.text === 'string' && t.text.trim() !== '');

/** Walks a component's config: the languages its written texts lack, and how many images have no alt text. */
function inspect(value: unknown, languages: readonly string[], found: { missing: Set<string>; images: number }): void {
  if (isTranslatable(value)) {
    if (anyText(value)) for (const code of languages) if (!filled(value, code)) found.missing.add(code);
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) inspect(item, languages, found);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  // An image (an item with image files) that has an alt field left empty.
  if ('alt' in record && Array.isArray(record.image) && record.image.length > 0 && !(isTranslatable(record.alt) && anyText(record.alt))) found.images += 1;
  for (const child of Object.values(record)) inspect(child, languages, found);
}

/** `languages`: the codes the property has enabled ('en' among them), in the order to name them. */
export function appConfigGaps(config: AppConfig, languages: readonly string[]): AppConfigGap[] {
  const gaps: AppConfigGap[] = [];
  for (const section of APP_SECTION_IDS) {
    for (const component of (config[section]?.components ?? []) as AppComponent[]) {
      if (component.unsupported) continue;
      const found = { missing: new Set<string>(), images: 0 };
      inspect(component.config, languages, found);
      const base = { section, component_id: component.id, component: component.name };
      if (found.missing.size) gaps.push({ kind: 'translation', ...base, languages: languages.filter((code) => found.missing.has(code)) });
      if (found.images) gaps.push({ kind: 'alt', ...base, images: found.images });
    }
  }
  return gaps;
}
