import { describe, expect, it } from 'vitest';
import { stripCssComments } from './stripCssComments';

describe('stripCssComments', () => {
  it("removes CSS comments inside styled-components' templates, and only there", () => {
    const code = [
      '/* a JavaScript comment stays for the minifier */',
      'const A = styled.div`',
      '  /* why: 36 px tall */',
      '  min-height: 36px;',
      '  color: ${({ theme }) => theme.color.text}; /* after a substitution */',
      '`;',
      'const B = styled(Link).attrs({})`/* one */ margin: 0;`;',
      'const G = createGlobalStyle`html { /* scheme */ color-scheme: light; }`;',
      "const accept = 'image/*';",
      'const other = html`<!-- /* not CSS: untouched */ -->`;',
    ].join('\n');
    const result = stripCssComments(code, 'x.tsx');
    expect(result).not.toBeNull();
    const out = result!.code;
    expect(out).toContain('/* a JavaScript comment stays for the minifier */');
    expect(out).not.toContain('why: 36 px tall');
    expect(out).not.toContain('after a substitution');
    expect(out).not.toContain('/* one */');
    expect(out).not.toContain('/* scheme */');
    expect(out).toContain('min-height: 36px;');
    expect(out).toContain("'image/*'");
    expect(out).toContain('/* not CSS: untouched */');
  });

  it('leaves a file without styled CSS comments alone', () => {
    expect(stripCssComments('const a = styled.div`margin: 0;`;', 'x.ts')).toBeNull();
  });
});
