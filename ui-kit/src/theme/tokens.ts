import { PALETTE, PRIMARY_COLOR, type StatusColor } from '@atoll/contract';

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

export const palette = PALETTE;

/** Semantic colour tokens: named by meaning, not by value. */
export const baseColors = {
  /** Brand colour; overridden at runtime by the company's primary_color. */
  actionPrimary: PRIMARY_COLOR,
  /** Text on top of actionPrimary. */
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
  warning: '#975A16',
  info: '#2B6CB0',
};

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
  /** Inter (bundled by GlobalStyle, latin subset), then the platform's UI font while it loads. */
  fontFamily: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
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

/** Named shadows kept for existing callers: a card rests at level 1, an overlay floats at level 3. */
export const shadows = {
  card: elevation[1],
  raised: elevation[2],
  overlay: elevation[3],
} as const;

/** Motion: short and calm; every animation also honours prefers-reduced-motion. */
export const motion = {
  fast: '120ms',
  base: '200ms',
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
} as const;

export const zIndex = { drawer: 100, modal: 200, popover: 300, toast: 400 } as const;
