import { PRIMARY_COLOR } from '@atoll/contract';
import { motion, radii, schemeColors, schemeElevation, schemeShadows, schemeStatusColors, space, typography, zIndex, palette, type ColorScheme } from './tokens';
import { luminance, readableShade, readableTint } from './contrast';

/** WCAG AA for normal text: what every text/background pair of the theme reaches. */
const TEXT_CONTRAST = 4.5;

/**
 * Builds the theme for a company's brand colour in a colour scheme (ADR 0002, ADR 0036).
 * @param scheme 'light' or 'dark'. @default 'light'
 */
export function createTheme(primaryColor: string = PRIMARY_COLOR, scheme: ColorScheme = 'light') {
  const colors = schemeColors[scheme];
  const dark = scheme === 'dark';
  // Solid fills carry onActionPrimary (white in light, near-black in dark) and move away from it until
  // the pair reaches 4.5:1. Light: #FC4500 is too light for white text (3.3:1), so it darkens. Dark:
  // the fill lightens under dark text, which also keeps it standing out from the dark page (a navy
  // under white text would vanish into it).
  const solid = dark
    ? readableTint(primaryColor, colors.onActionPrimary, TEXT_CONTRAST)
    : readableShade(primaryColor, colors.onActionPrimary, TEXT_CONTRAST);
  // Brand-coloured text (links, selected marks) sits on every surface, so it is made readable against
  // the one closest to it: the darkest in light (darkened), the lightest in dark (lightened).
  const surfaces = [colors.surface, colors.surfaceMuted, colors.surfaceSunken];
  const byLuminance = [...surfaces].sort((a, b) => luminance(a) - luminance(b));
  const hardest = dark ? byLuminance[byLuminance.length - 1]! : byLuminance[0]!;
  const actionPrimaryText = dark ? readableTint(primaryColor, hardest, TEXT_CONTRAST) : readableShade(primaryColor, hardest, TEXT_CONTRAST);
  // Hover and press move further from the text colour, so they only gain contrast.
  const away = dark ? '#FFFFFF' : '#000000';
  const step = (color: string, amount: number, towards = away) => `color-mix(in srgb, ${color} ${100 - amount}%, ${towards})`;
  return {
    scheme,
    color: {
      ...colors,
      brand: primaryColor,
      actionPrimary: solid,
      actionPrimaryHover: step(solid, 10),
      actionPrimaryPressed: step(solid, 20),
      actionPrimaryText,
      // The danger fill carries white text in both schemes: it only ever darkens.
      actionDangerHover: step(colors.actionDanger, 10, '#000000'),
      actionDangerPressed: step(colors.actionDanger, 20, '#000000'),
    },
    statusColors: schemeStatusColors[scheme],
    palette,
    space,
    typography,
    radii,
    elevation: schemeElevation[scheme],
    shadows: schemeShadows[scheme],
    motion,
    zIndex,
  };
}

export type AtollTheme = ReturnType<typeof createTheme>;

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends AtollTheme {}
}
