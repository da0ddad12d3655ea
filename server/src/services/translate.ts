/**
 * Automatic translation (POST /languages/translate). The app talks to a `Translator`;
 * `createLibreTranslate` speaks the LibreTranslate API (POST {base}/translate with
 * {q, source, target, format, api_key?} → {translatedText}), one request per target.
 * Any provider with that API works (self-hosted LibreTranslate, or a proxy in front
 * of another service). Without TRANSLATE_URL there is no translator and the route
 * answers 503 with CONTENT_TEXT.translateUnavailable.
 */
import type { TranslatedText } from '@atoll/contract';

export interface TranslateRequest {
  text: string;
  source: string;
  targets: string[];
  /** 'html' keeps rich-text markup; 'text' for plain fields. */
  format: 'text' | 'html';
}

export interface Translator {
  /** Rejects with TranslatorError when the provider fails or answers nonsense. */
  translate(request: TranslateRequest): Promise<TranslatedText[]>;
}

export class TranslatorError extends Error {}

export interface LibreTranslateOptions {
  /** Base URL, e.g. http://localhost:5000 (the /translate path is added). */
  url: string;
  apiKey?: string;
  /** Per request. @default 15000 */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export function createLibreTranslate(options: LibreTranslateOptions): Translator {
  const endpoint = `${options.url.replace(/\/+$/, '')}/translate`;
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 15_000;

  async function one(text: string, source: string, target: string, format: string): Promise<string> {
    let res: Response;
    try {
      res = await doFetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ q: text, source, target, format, ...(options.apiKey ? { api_key: options.apiKey } : {}) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new TranslatorError(`Translation request failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (!res.ok) throw new TranslatorError(`Translation provider answered ${res.status} for ${source}→${target}`);
    let json: unknown;
    try {
      json = await res.json();
    } catch {
      throw new TranslatorError('Translation provider answered with invalid JSON');
    }
    const translated = (json as { translatedText?: unknown } | null)?.translatedText;
    if (typeof translated !== 'string') throw new TranslatorError('Translation provider answered without translatedText');
    return translated;
  }

  return {
    async translate({ text, source, targets, format }) {
      const results: TranslatedText[] = [];
      // In turn, not all at once: self-hosted providers are small machines.
      for (const code of targets) {
        results.push({ code, text: code === source ? text : await one(text, source, code, format) });
      }
      return results;
    },
  };
}
