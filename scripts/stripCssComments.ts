/**
 * Production builds drop the comments inside styled-components' CSS (`styled.div`…``, css``,
 * createGlobalStyle``, keyframes``): the minifier removes JavaScript comments but cannot see into a
 * template string, so every `/* why this rule *\/` would ship to the browser — about 1 KB gzipped on
 * each route, 0.3 KB on /login (ADR 0012). The comments stay in the source, where they explain the CSS.
 *
 * Only the literal text of templates whose tag is a styled-components call is touched (found with
 * TypeScript's parser, not a regular expression over the file), and a comment is removed only when it
 * opens and closes within one piece of the template (never across a `${…}`).
 */
import ts from 'typescript';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

const STYLED_TAG = /^(styled\b|css$|createGlobalStyle$|keyframes$)/;
const CSS_COMMENT = /\/\*[\s\S]*?\*\//g;

/** The tag's text as written: `styled.div`, `styled(Link)`, `styled.p.attrs(…)`, `css`. */
function isStyledTag(tag: ts.Expression, source: ts.SourceFile): boolean {
  return STYLED_TAG.test(tag.getText(source));
}

export function stripCssComments(code: string, fileName: string): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  if (!code.includes('/*') || !code.includes('`')) return null;
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const out = new MagicString(code);
  let changed = false;
  const strip = (start: number, text: string) => {
    for (const match of text.matchAll(CSS_COMMENT)) {
      out.remove(start + match.index, start + match.index + match[0].length);
      changed = true;
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isTaggedTemplateExpression(node) && isStyledTag(node.tag, source)) {
      const template = node.template;
      // The literal pieces: between the backticks and the `${` / `}` of each substitution.
      const pieces: ts.Node[] = ts.isNoSubstitutionTemplateLiteral(template) ? [template] : [template.head, ...template.templateSpans.map((span) => span.literal)];
      for (const piece of pieces) strip(piece.getStart(source), piece.getText(source));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return changed ? { code: out.toString(), map: out.generateMap({ hires: true, source: fileName }) } : null;
}

/** The build's plugin: the kit's and the console's sources. */
export const stripCssCommentsPlugin = (): Plugin => ({
  name: 'atoll-strip-css-comments',
  apply: 'build',
  enforce: 'pre',
  transform(code, id) {
    if (!/[\\/](ui-kit|console)[\\/]src[\\/].*\.tsx?$/.test(id) || /\.(test|stories)\.tsx?$/.test(id)) return null;
    return stripCssComments(code, id);
  },
});
