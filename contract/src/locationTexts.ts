/**
 * Map › Key Places (spec sections 2, 3, 9: key locations): the screen's texts and tabs (the icon
 * defaults are LOCATION_ICON_COLOR and LOCATION_ICON_BACKGROUND in constants.ts), yup-free so the
 * card grid loads without the schemas (those come with the drawer).
 */

/** The drawer's tabs (spec section 2: Basic Information, Cover, Icon), as they appear in the URL. */
export const LOCATION_TABS = ['basic', 'cover', 'icon'] as const;
export type LocationTab = (typeof LOCATION_TABS)[number];

/** The screen's words. The spec names the screen, the tabs and the messages; the rest are ours. */
export const LOCATION_TEXT = {
  title: 'Key Places',
  addLocation: 'Add Key Place',
  createLocation: 'Create Key Place',
  empty: 'No key places yet',
  emptyHint: 'Mark the jetty, the restaurants and the spa so guests find them on the map.',
  tabIcon: 'Icon',
  name: 'Name',
  description: 'Description',
  position: 'Position',
  pin: 'Position on the map',
  icon: 'Icon',
  iconColor: 'Icon Colour',
  iconBackground: 'Background Colour',
  iconPreview: 'Icon preview',
  noIcon: 'No icon',
  colourFormat: 'Use a colour such as #F56565',
  iconContrast: 'The icon and its background need a contrast of at least 3:1',
  contrast: (ratio: number) => `Contrast ${ratio.toFixed(2)}:1`,
  saveIcon: 'Save Icon',
} as const;
