import { useRef, useState } from 'react';
import { CONTENT_TEXT, MSG, type TranslatedText, type TranslationMap } from '@atoll/contract';
import { isApiError } from '../Form/submissionErrors';
import type { FieldLanguage } from './languages';
import { sanitizeRichHtml } from './richHtml';

/** What TranslatableField asks its `onTranslate` for (POST /languages/translate). */
export interface TranslateRequest {
  /** The text to translate (HTML for the rich variant). */
  text: string;
  /** Its language code. */
  source: string;
  /** The codes to translate into. */
  targets: string[];
}

export type TranslateFn = (request: TranslateRequest) => Promise<TranslatedText[]>;

interface Options {
  value: TranslationMap;
  onChange: (map: TranslationMap) => void;
  languages: readonly FieldLanguage[];
  selected: string;
  isRich: boolean;
  onTranslate?: TranslateFn;
}

/** Shown when the company has only English enabled. */
export const NO_OTHER_LANGUAGE = 'There is no other language to translate into. Languages are enabled in Settings.';

const filled = (map: TranslationMap, code: string) => (map[code] ?? '').trim() !== '';

/**
 * Auto Translate: the source is the language being edited when it has text, else
 * the first language (in the field's order) that has some. The targets are the
 * other offered languages that are still empty, so a translation someone wrote
 * by hand is never replaced; when every other language already has text, the
 * click asks for a fresh translation of all of them. Other codes in the map are kept.
 */
export function useAutoTranslate({ value, onChange, languages, selected, isRich, onTranslate }: Options) {
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The answer arrives later: merge it into the value as it is then, not as it was when asked.
  const latest = useRef(value);
  latest.current = value;

  const translate = async () => {
    if (!onTranslate) return;
    const source = filled(value, selected) ? selected : languages.find((l) => filled(value, l.code))?.code;
    if (!source) {
      setError(isRich ? MSG.translateNeedsText : MSG.translateNeedsTextPlain);
      return;
    }
    const others = languages.map((l) => l.code).filter((code) => code !== source);
    const empty = others.filter((code) => !filled(value, code));
    const targets = empty.length > 0 ? empty : others;
    if (targets.length === 0) {
      setError(NO_OTHER_LANGUAGE);
      return;
    }
    setError(null);
    setPending(true);
    try {
      const results = await onTranslate({ text: value[source], source, targets });
      const next = { ...latest.current };
      for (const { code, text } of results) {
        if (targets.includes(code)) next[code] = isRich ? sanitizeRichHtml(text) : text;
      }
      onChange(next);
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : CONTENT_TEXT.translateFailed);
    } finally {
      setPending(false);
    }
  };

  return { translate, isPending, error, clearError: () => setError(null) };
}
