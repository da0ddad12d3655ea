import { PALETTE, PRIMARY_COLOR, type StatusColor } from '@atoll/contract';

/** The two colour schemes: every semantic colour below has a value in each (ADR 0036). */
export type ColorScheme = 'light' | 'dark';

/** Status colours by name (spec section 9), each a background and a readable text colour. */
export const statusColors: Record<StatusColor, { bg: string; fg: string }> = {
  grey: { bg: '#EDF2F7', fg: '#2D3748' },
  gray: { bg: '#EDF2F7', fg: '#2D3748' },
  red: { bg: '#FED7D7', fg: '#822727' },
  yellow: { bg: '#FEFCBF', fg: '#744210' },
  green: { bg: '#C6F6D5', fg: '#22543D' },
  blue: { bg: '#BEE3F8', fg: '#2A4365' },
  indigo: { bg: '#C3DAFE', fg: '#3C366B' },
  purple: { bg: '#E9D8FD', fg: '#44337A' },
  pink: { bg: '#FED7E2', fg: '#702459' },
};

/**
 * The same status names on dark surfaces: a deep tint of the hue behind a pale text of it, so a badge
 * keeps its colour's meaning without glowing on a dark page. Each pair reaches 4.5:1 (theme.test.ts).
 */
export const darkStatusColors: Record<StatusColor, { bg: string; fg: string }> = {
  grey: { bg: '#2D3748', fg: '#E2E8F0' },
  gray: { bg: '#2D3748', fg: '#E2E8F0' },
  red: { bg: '#5A1A1E', fg: '#FEB2B2' },
  yellow: { bg: '#4A3B0C', fg: '#FAF089' },
  green: { bg: '#1C4532', fg: '#9AE6B4' },
  blue: { bg: '#1A365D', fg: '#90CDF4' },
  indigo: { bg: '#2C2F6B', fg: '#C3DAFE' },
  purple: { bg: '#322659', fg: '#D6BCFA' },
  pink: { bg: '#521B41', fg: '#FBB6CE' },
};

export const palette = PALETTE;

/** Semantic colour tokens: named by meaning, not by value. */
export const baseColors = {
  /** Brand colour; overridden at runtime by the company's primary_color. */
  actionPrimary: PRIMARY_COLOR,
  /**
   * Text on top of actionPrimary. The theme moves the brand colour away from it until the pair reaches
   * 4.5:1: darker under white text in light, lighter under near-black text in dark (ADR 0002, 0036).
   */
  onActionPrimary: '#FFFFFF',
  actionSecondary: '#FFFFFF',
  onActionSecondary: '#1A202C',
  actionDanger: '#C53030',
  onActionDanger: '#FFFFFF',
  textPrimary: '#1A202C',
  /** Secondary text; 4.5:1 on white. */
  textMuted: '#4A5568',
  textError: '#C53030',
  border: '#CBD5E0',
  /** Dividers inside a surface (table rows, card sections); decoration only, never a control's edge. */
  borderSubtle: '#E2E8F0',
  borderStrong: '#718096',
  surface: '#FFFFFF',
  surfaceMuted: '#F7FAFC',
  surfaceSunken: '#EDF2F7',
  overlay: 'rgba(26, 32, 44, 0.48)',
  focusRing: '#2B6CB0',
  /** Skeleton placeholders: the block and the light sweeping across it. */
  skeleton: '#E2E8F0',
  skeletonHighlight: '#F1F5F9',
  success: '#276749',
  /** Text or a mark on a solid `success` fill (the Stepper's finished step). */
  onSuccess: '#FFFFFF',
  warning: '#975A16',
  info: '#2B6CB0',
  /**
   * Paper: QR codes and the sheets that are printed keep black on white in both schemes, because a
   * scanner (and a printer) needs a light quiet zone around dark modules. Never a page surface.
   */
  paper: '#FFFFFF',
  onPaper: '#1A202C',
  onPaperMuted: '#4A5568',
  /** The check drawn on a colour swatch (ColorPicker): the palette's colours are all dark enough for it. */
  swatchMark: '#FFFFFF',
};

/**
 * The dark scheme: the same names, so every component follows without knowing the scheme. The page
 * (surfaceMuted) is the darkest layer and anything that floats is lighter, as light would fall on it;
 * `surfaceSunken` (hover, pressed, tracks) is therefore a step lighter than `surface` here. Text and
 * borders are desaturated blue-greys; status hues are their pale tints (ADR 0036).
 */
export const darkColors: typeof baseColors = {
  actionPrimary: PRIMARY_COLOR,
  onActionPrimary: '#10151C',
  actionSecondary: '#222A36',
  onActionSecondary: '#E6EAF0',
  actionDanger: '#C53030',
  onActionDanger: '#FFFFFF',
  textPrimary: '#E6EAF0',
  textMuted: '#A7B2C2',
  textError: '#FC8181',
  border: '#4A5568',
  borderSubtle: '#2A3341',
  borderStrong: '#8393A8',
  surface: '#171D26',
  surfaceMuted: '#10151C',
  surfaceSunken: '#232B37',
  overlay: 'rgba(0, 0, 0, 0.64)',
  focusRing: '#63B3ED',
  skeleton: '#252E3B',
  skeletonHighlight: '#323D4D',
  success: '#68D391',
  onSuccess: '#10151C',
  warning: '#F6AD55',
  info: '#63B3ED',
  paper: '#FFFFFF',
  onPaper: '#1A202C',
  onPaperMuted: '#4A5568',
  swatchMark: '#FFFFFF',
};

/** Each scheme's semantic colours and status pairs, for createTheme. */
export const schemeColors: Record<ColorScheme, typeof baseColors> = { light: baseColors, dark: darkColors };
export const schemeStatusColors: Record<ColorScheme, typeof statusColors> = { light: statusColors, dark: darkStatusColors };

/**
 * Spacing scale (4 px grid; xxs is the one half step). Paddings, gaps and margins use these names.
 * Compact controls sit on sm/md, cards and panels on lg/xl, page sections on xxl/xxxl.
 */
export const space = { xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px', xxxl: '48px' } as const;

/** A step of the type scale: size, weight, line height and tracking together, so text never mixes them. */
export interface TypeStyle {
  size: string;
  weight: number;
  lineHeight: string;
  letterSpacing: string;
}

const fontSize = { xs: '12px', sm: '14px', md: '16px', lg: '18px', xl: '22px', xxl: '28px', xxxl: '36px' } as const;
const fontWeight = { regular: 400, medium: 500, semibold: 600, bold: 700 } as const;

export const typography = {
  /**
   * Inter (bundled by GlobalStyle, latin subset); while it loads, 'Inter Fallback' (fallbackFontFaces, declared by the
   * pages' HTML: Arial or Liberation Sans sized as Inter), then the platform's UI font where neither is installed.
   */
  fontFamily: "'Inter', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  /** Codes and references (REF-…). */
  fontFamilyMono: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  /** Raw sizes; prefer a `scale` step, which pairs the size with its weight and line height. */
  size: fontSize,
  weight: fontWeight,
  /** Body line height (unitless, inherited). */
  lineHeight: 1.5,
  /**
   * The type scale. Five roles: display (rare hero numbers and sign-up), title (a page's h1),
   * heading (a section, drawer or card title), body (everything else), caption (hints, meta, table
   * counts). Large text is tightened slightly (Inter's own recommendation for display sizes).
   */
  scale: {
    display: { size: fontSize.xxxl, weight: fontWeight.bold, lineHeight: '44px', letterSpacing: '-0.022em' },
    title: { size: fontSize.xxl, weight: fontWeight.semibold, lineHeight: '36px', letterSpacing: '-0.019em' },
    heading: { size: fontSize.lg, weight: fontWeight.semibold, lineHeight: '26px', letterSpacing: '-0.011em' },
    body: { size: fontSize.sm, weight: fontWeight.regular, lineHeight: '21px', letterSpacing: '-0.006em' },
    bodyStrong: { size: fontSize.sm, weight: fontWeight.medium, lineHeight: '21px', letterSpacing: '-0.006em' },
    caption: { size: fontSize.xs, weight: fontWeight.medium, lineHeight: '16px', letterSpacing: '0' },
  } satisfies Record<string, TypeStyle>,
} as const;

/** Corner radii: sm for controls (buttons, inputs), md for cards and tables, lg for drawers and dialogs. */
export const radii = { xs: '2px', sm: '6px', md: '8px', lg: '12px', pill: '999px' } as const;

/**
 * Elevation: how far a surface floats above the page. 0 flat (tables, inputs), 1 resting cards,
 * 2 raised or hovered cards, sticky bars and popovers, 3 drawers, dialogs and toasts.
 * Two layered shadows each (a tight contact shadow and a soft ambient one), tinted with the text colour.
 */
export const elevation = {
  0: 'none',
  1: '0 1px 2px rgba(26, 32, 44, 0.06), 0 1px 3px rgba(26, 32, 44, 0.10)',
  2: '0 2px 4px rgba(26, 32, 44, 0.06), 0 4px 12px rgba(26, 32, 44, 0.10)',
  3: '0 8px 16px rgba(26, 32, 44, 0.08), 0 16px 40px rgba(26, 32, 44, 0.18)',
} as const;

/**
 * Elevation on dark surfaces: a shadow barely shows on a dark page, so it is deeper (black, stronger),
 * and floating layers add a hairline of light at their edge (the inset ring) that separates them from
 * what lies beneath.
 */
export const darkElevation: Record<keyof typeof elevation, string> = {
  0: 'none',
  1: '0 1px 2px rgba(0, 0, 0, 0.40), 0 1px 3px rgba(0, 0, 0, 0.30)',
  2: '0 2px 4px rgba(0, 0, 0, 0.40), 0 4px 12px rgba(0, 0, 0, 0.45), inset 0 0 0 1px rgba(255, 255, 255, 0.04)',
  3: '0 8px 16px rgba(0, 0, 0, 0.45), 0 16px 40px rgba(0, 0, 0, 0.60), inset 0 0 0 1px rgba(255, 255, 255, 0.06)',
};

/** Named shadows for a scheme: a card rests at level 1, an overlay floats at level 3, a bar casts upwards. */
function namedShadows(levels: Record<keyof typeof elevation, string>, bar: string) {
  return { card: levels[1], raised: levels[2], overlay: levels[3], bar } as const;
}

/** Named shadows kept for existing callers (the light scheme's). */
export const shadows = namedShadows(elevation, '0 -2px 6px rgba(0, 0, 0, 0.06)');

export const schemeElevation: Record<ColorScheme, Record<keyof typeof elevation, string>> = { light: elevation, dark: darkElevation };
export const schemeShadows: Record<ColorScheme, ReturnType<typeof namedShadows>> = {
  light: shadows,
  dark: namedShadows(darkElevation, '0 -2px 8px rgba(0, 0, 0, 0.45)'),
};

/** Motion: short and calm; every animation also honours prefers-reduced-motion. */
export const motion = {
  fast: '120ms',
  base: '200ms',
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
} as const;

export const zIndex = { drawer: 100, modal: 200, popover: 300, toast: 400 } as const;

/**
 * 'Inter Fallback': what the text is set in until Inter arrives (font-display: swap) — Arial, or its metric twin
 * Liberation Sans on Linux, scaled to Inter's widths and given Inter's ascent and descent, so lines wrap where Inter's
 * will and the swap moves next to nothing. In the system font a phone's Home moved 36 px when Inter came (the company's
 * name and the QR card's title wrapped differently). Measured in Chromium on the same English text at 100 px: Inter 400
 * is 1.0515 × Liberation Sans Regular, Inter 600 1.0037 × Liberation Sans Bold; Inter's ascent is 0.96875 em and its
 * descent 0.2412 em (unitsPerEm 2048: 1984 and 494), which size-adjust scales too, hence divided by it.
 * Declared in the pages' HTML (bootShell.ts's pageCss, written into index.html and login.html at build time), so it is
 * there at the first paint and costs the scripts nothing; Storybook's preview declares it too. fallbackFont.test.tsx
 * checks the widths.
 */
export const fallbackFontFaces =
  "@font-face{font-family:'Inter Fallback';font-weight:100 500;src:local('Arial'),local('Liberation Sans');size-adjust:105.15%;ascent-override:92.13%;descent-override:22.94%;line-gap-override:0%}" +
  "@font-face{font-family:'Inter Fallback';font-weight:600 900;src:local('Arial Bold'),local('Liberation Sans Bold');size-adjust:100.37%;ascent-override:96.52%;descent-override:24.03%;line-gap-override:0%}";
