/** The rich-text subset: what the editor stores whatever was typed, pasted or translated. */
import { describe, expect, test } from 'vitest';
import { isBlankHtml, plainTextToHtml, sanitizeRichHtml } from './richHtml';

describe('sanitizeRichHtml', () => {
  test.each([
    ['keeps the subset as it is', '<p>A <strong>b</strong> <em>c</em><br>d</p><ul><li>e</li></ul><ol><li>f</li></ol>', '<p>A <strong>b</strong> <em>c</em><br>d</p><ul><li>e</li></ul><ol><li>f</li></ol>'],
    ['renames b, i and div', '<div><b>Bold</b> and <i>italic</i></div>', '<p><strong>Bold</strong> and <em>italic</em></p>'],
    ['drops attributes', '<p class="x" style="color:red" onclick="alert(1)">Hi</p>', '<p>Hi</p>'],
    ['drops scripts and styles with their content', '<p>A</p><script>alert(1)</script><style>p{}</style>', '<p>A</p>'],
    ['keeps the text of links and unknown tags', '<p>See <a href="https://x.test">the menu</a> <span>now</span></p>', '<p>See the menu now</p>'],
    ['drops images', '<p>A<img src="x" onerror="alert(1)"></p>', '<p>A</p>'],
    ['reads bold and italic spans from word processors', '<span style="font-weight:700">B</span> <span style="font-style: italic">I</span>', '<p><strong>B</strong> <em>I</em></p>'],
    ['wraps loose text in a paragraph', 'one<br>two<ul><li>x</li></ul>three', '<p>one<br>two</p><ul><li>x</li></ul><p>three</p>'],
    ['turns headings into paragraphs', '<h1>Menu</h1><h3>Drinks</h3>', '<p>Menu</p><p>Drinks</p>'],
    ['unwraps a paragraph inside a list item', '<ul><li><p>Towels</p></li></ul>', '<ul><li>Towels</li></ul>'],
    ['makes a stray list item a paragraph', '<li>Alone</li>', '<p>Alone</p>'],
    ['drops paragraphs Chromium leaves around lists', '<p><ul><li>a</li></ul></p>', '<ul><li>a</li></ul>'],
    ['turns a lone no-break space into a space', '<p><strong>fish</strong>&nbsp;daily</p>', '<p><strong>fish</strong> daily</p>'],
    ['keeps no-break spaces in a run of spaces', '<p>a&nbsp; b</p>', '<p>a&nbsp; b</p>'],
    ['escapes text', '<p>1 &lt; 2 &amp; 3</p>', '<p>1 &lt; 2 &amp; 3</p>'],
    ['blank editor content is empty', '<p><br></p>', ''],
    ['whitespace only is empty', '<p>&nbsp; </p>', ''],
  ])('%s', (_name, input, expected) => {
    expect(sanitizeRichHtml(input)).toBe(expected);
  });

  test('does not run pasted code', () => {
    const globals = window as unknown as { pwned?: boolean };
    sanitizeRichHtml('<img src="x" onerror="window.pwned = true"><script>window.pwned = true</script>');
    expect(globals.pwned).toBeUndefined();
  });
});

test('isBlankHtml', () => {
  expect(isBlankHtml('<p><br></p>')).toBe(true);
  expect(isBlankHtml('<ul><li>x</li></ul>')).toBe(false);
});

test('plainTextToHtml: paragraphs and line breaks, escaped', () => {
  expect(plainTextToHtml('Line 1\nLine 2\n\n<b>3</b>')).toBe('<p>Line 1<br>Line 2</p><p>&lt;b&gt;3&lt;/b&gt;</p>');
});
