/**
 * Viewports for stories: the widths the shell is checked at. In the vitest storybook project
 * `globals.viewport` sizes the browser (addon-vitest's setViewport), so media queries apply as on a device.
 */
export const STORY_VIEWPORTS = {
  phone: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  narrowPhone: { name: 'Phone 360', styles: { width: '360px', height: '740px' }, type: 'mobile' },
  tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
} as const;

/** Spread into a story to render it at a viewport of STORY_VIEWPORTS. */
export function atViewport(value: keyof typeof STORY_VIEWPORTS) {
  return {
    parameters: { viewport: { options: STORY_VIEWPORTS } },
    globals: { viewport: { value, isRotated: false } },
  };
}
