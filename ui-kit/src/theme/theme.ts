import { PRIMARY_COLOR } from '@atoll/contract';
import { baseColors, elevation, motion, radii, shadows, space, statusColors, typography, zIndex, palette } from './tokens';
import { readableShade } from './contrast';

/** Builds the theme for a company's brand colour. */
export function createTheme(primaryColor: string = PRIMARY_COLOR) {
  // Brand colours such as #FC4500 are too light for white text (3.3:1); solid
  // surfaces use the nearest darker shade that reaches WCAG AA 4.5:1.
  const solid = readableShade(primaryColor, '#FFFFFF', 4.5);
  // Brand-coloured text (links, selected marks) sits on muted and sunken surfaces too,
  // so it is darkened against the darkest of them.
  const actionPrimaryText = readableShade(primaryColor, baseColors.surfaceSunken, 4.5);
  return {
    color: { ...baseColors, brand: primaryColor, actionPrimary: solid, actionPrimaryText },
    statusColors,
    palette,
    space,
    typography,
    radii,
    elevation,
    shadows,
    motion,
    zIndex,
  };
}

export type AtollTheme = ReturnType<typeof createTheme>;

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends AtollTheme {}
}
