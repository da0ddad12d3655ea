import sanitizeHtml from 'sanitize-html';
import { describe, expect, it } from 'vitest';
import { cleanRichTranslatable, cleanTranslatable, sanitizeRich } from './richText';

/** The server's sanitize-html options before the shared sanitiser replaced them. */
const FORMER = {
  allowedTags: ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li'],
  allowedAttributes: {},
  transformTags: { b: 'strong', i: 'em' },
  disallowedTagsMode: 'discard' as const,
};

const CORPUS = [
  '',
  'plain text',
  'a < b && c > d',
  'Tom & Jerry &amp; friends &copy; &#169; &#xA9; &nbsp;x &bogus; &',
  '<p>Hello <strong>world</strong></p>',
  '<p>Hello <b>bold</b> and <i>italic</i></p>',
  '<B>UPPER</B> <I>case</I> <P>para</P> <STRONG>s</STRONG>',
  '<p class="x" style="color:red" onclick="alert(1)">attrs</p>',
  '<ul><li>one<li>two</ul>',
  '<ol><li><p>nested <em>deep <strong>deeper</strong></em></p></li></ol>',
  '<p>unclosed <strong>bold',
  '<p>one<p>two<p>three',
  '</p>stray close</strong> text',
  '<script>alert(1)</script>after',
  '<SCRIPT>alert(1)</SCRIPT>after',
  '<p>before<script type="text/javascript">document.write("<b>x</b>")</script>after</p>',
  '<style>p { color: red }</style><p>styled</p>',
  '<textarea><b>raw</b> &lt;x&gt;</textarea>kept',
  '<select><option>opt &lt;script&gt;</option></select>sel',
  '<xmp><b>x</b></xmp>after',
  '<noscript><p>no script</p></noscript>',
  '<img src=x onerror="alert(1)">image',
  '<img src="a.png"/>self',
  '<a href="javascript:alert(1)">link text</a>',
  '<a href="https://example.com" target="_blank">ok link</a>',
  '<div><span>div and span</span></div>',
  '<h1>Title</h1><h2>Sub</h2>',
  '<!-- a comment --><p>after comment</p>',
  '<p>in<!-- <script>alert(1)</script> -->between</p>',
  '<![CDATA[ <b>cdata</b> ]]>tail',
  'line<br>break<br/>again<br />end<BR>',
  '<br></br>',
  '<p><br></p>',
  '<iframe src="https://evil"></iframe>frame',
  '<svg><script>alert(1)</script><circle/></svg>svg',
  '<math><mi>x</mi></math>',
  '<table><tr><td>cell</td></tr></table>',
  '<p>a</p ><p >b</p>',
  '<p\n>newline in tag</p>',
  '<<p>>double<</p>>',
  '<p>x</p><',
  'text <unknown-tag attr=1>inside</unknown-tag> out',
  '<strong><em>interleaved</strong></em>',
  '<b><i>b then i</b></i>',
  '<li>loose item</li>',
  '<ul><p>p in ul</p></ul>',
  '<p>"quotes" and \'apostrophes\'</p>',
  '<p title="&quot;><script>alert(1)</script>">attr break</p>',
  '<body onload=alert(1)><p>body</p></body>',
  '<html><head><title>t</title></head><body>content</body></html>',
  '<object data="x"><param name="a"></object>obj',
  '<p>emoji 😀 and ünïcödé</p>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '<scr<script>ipt>alert(1)</script>',
  '<p>tab\tand\nnewline</p>',
  '<style><b>in style</b></style><textarea><option>x</option></textarea>y',
  '<option><b>bold option</b></option>z',
];

describe('sanitizeRich', () => {
  it.each(CORPUS)('matches sanitize-html for %j', (html) => {
    expect(sanitizeRich(html)).toBe(sanitizeHtml(html, FORMER));
  });

  it('keeps the allowed tags and drops everything else', () => {
    expect(sanitizeRich('<p onclick="x">Hi <b>there</b><script>bad()</script></p>')).toBe('<p>Hi <strong>there</strong></p>');
  });
});

describe('cleanTranslatable / cleanRichTranslatable', () => {
  it("puts 'en' first and drops empty other languages", () => {
    expect(cleanTranslatable([{ language_code: 'de', text: '' }, { language_code: 'fr', text: 'Bonjour' }])).toEqual([
      { language_code: 'en', text: '' },
      { language_code: 'fr', text: 'Bonjour' },
    ]);
  });

  it("stores a missing list as 'en' with an empty text", () => {
    expect(cleanTranslatable(undefined)).toEqual([{ language_code: 'en', text: '' }]);
    expect(cleanTranslatable(null)).toEqual([{ language_code: 'en', text: '' }]);
    expect(cleanRichTranslatable(undefined)).toEqual([{ language_code: 'en', text: '' }]);
    expect(cleanRichTranslatable(null)).toEqual([{ language_code: 'en', text: '' }]);
  });

  it('counts a language whose text was only markup as missing', () => {
    const out = cleanRichTranslatable([
      { language_code: 'en', text: '<p>Hi</p>' },
      { language_code: 'de', text: '<script>x</script>' },
    ]);
    expect(out).toEqual([{ language_code: 'en', text: '<p>Hi</p>' }]);
  });
});
