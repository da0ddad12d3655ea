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
  borderStrong: '#718096',
  surface: '#FFFFFF',
  surfaceMuted: '#F7FAFC',
  surfaceSunken: '#EDF2F7',
  overlay: 'rgba(26, 32, 44, 0.48)',
  focusRing: '#2B6CB0',
  success: '#276749',
  warning: '#975A16',
  info: '#2B6CB0',
};

export const space = { xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px', xxxl: '48px' } as const;

export const typography = {
  fontFamily: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  size: { xs: '12px', sm: '14px', md: '16px', lg: '18px', xl: '22px', xxl: '28px' },
  weight: { regular: 400, medium: 500, bold: 700 },
  lineHeight: 1.5,
} as const;

export const radii = { sm: '4px', md: '8px', lg: '12px', pill: '999px' } as const;
export const shadows = {
  card: '0 1px 3px rgba(0,0,0,0.12), 0 1px 2px rgba(0,0,0,0.08)',
  overlay: '0 10px 30px rgba(0,0,0,0.25)',
} as const;
export const zIndex = { drawer: 100, modal: 200, popover: 300, toast: 400 } as const;
