/**
 * Rich text as stored (spec: descriptions and information text are rich text):
 * only p, br, strong, em, ul, ol, li survive (b/i become strong/em), without any
 * attribute; other tags are dropped keeping their text, except script, style,
 * textarea, option and xmp, whose content goes too; text is escaped.
 *
 * One sanitiser for the server and the mocks, on htmlparser2 (no Node built-ins, so
 * it runs in the browser). It follows sanitize-html 2.x with the server's former
 * options step by step (richText.test.ts compares both over a corpus).
 */
import { Parser } from 'htmlparser2';
import { toTranslationMap, toTranslations, type Translatable } from '../translations';

const ALLOWED = new Set(['p', 'br', 'strong', 'em', 'ul', 'ol', 'li']);
const RENAMED: Record<string, string> = { b: 'strong', i: 'em' };
/** Dropped with their content: not text, or text nobody meant to show. */
const NON_TEXT = new Set(['script', 'style', 'textarea', 'option', 'xmp']);
const SELF_CLOSING = new Set(['img', 'br', 'hr', 'area', 'base', 'basefont', 'input', 'link', 'meta']);

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** An open element as written: `tag` as parsed (closing tags match it), `name` after renaming. */
interface Frame {
  tag: string;
  name: string;
}

/** The cleaned HTML of `html` (see the module comment). */
export function sanitizeRich(html: string): string {
  let out = '';
  let depth = 0;
  const stack: Frame[] = [];
  const skipped = new Set<number>();
  const renamed = new Map<number, string>();
  // Inside a dropped non-text element: how many of its tags are still open.
  let skipTextDepth = 0;

  const parser = new Parser(
    {
      onopentag(tag) {
        if (skipTextDepth > 0) {
          skipTextDepth += 1;
          return;
        }
        const name = RENAMED[tag] ?? tag;
        stack.push({ tag, name });
        if (name !== tag) renamed.set(depth, name);
        const allowed = ALLOWED.has(name);
        if (!allowed) {
          skipped.add(depth);
          if (NON_TEXT.has(name)) skipTextDepth = 1;
        }
        depth += 1;
        if (!allowed) return;
        out += SELF_CLOSING.has(name) ? `<${name} />` : `<${name}>`;
      },
      ontext(text) {
        if (skipTextDepth === 0) out += escapeText(text);
      },
      onclosetag(tag) {
        if (skipTextDepth > 0) {
          skipTextDepth -= 1;
          if (skipTextDepth > 0) return;
        }
        const frame = stack.pop();
        if (!frame) return;
        // A closing tag that matches nothing open: keep waiting for the element's own.
        if (frame.tag !== tag) {
          stack.push(frame);
          return;
        }
        depth -= 1;
        if (skipped.delete(depth)) return;
        const name = renamed.get(depth) ?? tag;
        renamed.delete(depth);
        if (!SELF_CLOSING.has(name)) out += `</${name}>`;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return out;
}

/** As stored and returned: 'en' first (always present), empty other languages dropped. */
export const cleanTranslatable = (list: Translatable | undefined | null): Translatable => toTranslations(toTranslationMap(list ?? []));

/** Sanitised first, so a language whose text was only markup counts as missing. */
export const cleanRichTranslatable = (list: Translatable | undefined | null): Translatable =>
  cleanTranslatable((list ?? []).map((t) => ({ language_code: t.language_code, text: sanitizeRich(t.text) })));
