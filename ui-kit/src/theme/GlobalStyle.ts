import { createElement, Fragment } from 'react';
import { createGlobalStyle } from 'styled-components';
// The latin subset of Inter's variable font (weights 100-900 in one 48 KB file), served from our own
// origin: Vite emits it as a hashed asset (font-src 'self' in the CSP). The package's own CSS would
// pull in all seven subsets; hotel staff write English, Dhivehi transliterated, and Western European
// languages, which latin (with the browser's fallback for anything else) covers.
import interLatinUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';

/**
 * The @font-face rule on its own, without theme interpolations, so styled-components injects it once
 * and never re-inserts it when the company's colour changes the theme (which would make the browser
 * look the font up again and flash the fallback). font-display: swap shows text at once in the system
 * font and swaps to Inter when it arrives.
 */
const FontFaces = createGlobalStyle`
  @font-face {
    font-family: 'Inter';
    font-style: normal;
    font-display: swap;
    font-weight: 100 900;
    src: url(${interLatinUrl}) format('woff2-variations'), url(${interLatinUrl}) format('woff2');
    unicode-range: U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329,
      U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD;
  }
`;

const BaseStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html {
    /* Native controls (select, date inputs, scrollbars, autofill) follow the theme's scheme. */
    color-scheme: ${({ theme }) => theme.scheme};
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.typography.fontFamily};
    font-size: ${({ theme }) => theme.typography.scale.body.size};
    font-weight: ${({ theme }) => theme.typography.scale.body.weight};
    line-height: ${({ theme }) => theme.typography.lineHeight};
    letter-spacing: ${({ theme }) => theme.typography.scale.body.letterSpacing};
    color: ${({ theme }) => theme.color.textPrimary};
    background: ${({ theme }) => theme.color.surfaceMuted};
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
  }
  h1, h2, h3, h4 { text-wrap: balance; }
  button, input, select, textarea { font: inherit; letter-spacing: inherit; }
  /*
   * Focus rings show for keyboard focus only (issue 18). The kit draws its own where React Aria says focus
   * came from the keyboard ([data-focus-visible]); the browser's :focus-visible outline would also appear
   * on a button React Aria hands focus back to after a mouse choice (a nav menu, a dialog), so React Aria's
   * buttons and links do without it, and other elements keep the browser's ring for keyboard focus only.
   */
  :is(button, a, [role='button'])[data-rac]:focus:not([data-focus-visible]) { outline: none; }
  :focus:not(:focus-visible) { outline: none; }
`;

/** The kit's global styles: the bundled Inter font face and the page's base typography on the theme. */
export function GlobalStyle() {
  return createElement(Fragment, null, createElement(FontFaces), createElement(BaseStyle));
}
