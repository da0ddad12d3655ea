/**
 * The frame a story runs in. Storybook's test plugin sets each story's viewport before the story renders: the
 * story's own (made here) or Storybook's default, STORY_VIEWPORT; vitest.config.ts starts each story file's frame
 * at STORY_VIEWPORT too.
 *
 * Why the heights are kept close: React Aria takes a frame that loses 100 px of height or more within 600 ms of a
 * text field's focus for an on-screen keyboard opening (react-aria's keyboard utilities: KEYBOARD_HEIGHT,
 * KEYBOARD_TIMEOUT). From then on every modal waits for that keyboard before it shows (inline `opacity: 0`, up to
 * ~1.5 s). A story typed in a combobox, the frame went from 900 to 800 px for the next file, and that file's drawer
 * was there but invisible. So every frame a story runs in is less than 100 px taller or shorter than the default.
 */
export const STORY_VIEWPORT = { width: 1200, height: 900 } as const;

/** React Aria's KEYBOARD_HEIGHT: a frame this much shorter, soon after a text field's focus, reads as a keyboard. */
export const KEYBOARD_HEIGHT = 100;

export interface StoryViewportOptions {
  /** @default STORY_VIEWPORT.height; within KEYBOARD_HEIGHT of it */
  height?: number;
  /** What Storybook's toolbar shows. @default name */
  label?: string;
  type?: 'mobile' | 'tablet' | 'desktop';
}

/**
 * A story's (or a file's) own viewport, `width` px wide: spread it into the story, or into its meta.
 * @throws when the height is KEYBOARD_HEIGHT or more away from the default (see above)
 */
export function storyViewport(name: string, width: number, { height = STORY_VIEWPORT.height, label = name, type }: StoryViewportOptions = {}) {
  if (Math.abs(height - STORY_VIEWPORT.height) >= KEYBOARD_HEIGHT) {
    throw new Error(`storyViewport('${name}'): a height of ${height} px is ${KEYBOARD_HEIGHT} px or more from the default ${STORY_VIEWPORT.height} px; React Aria would take the switch for an on-screen keyboard`);
  }
  return {
    parameters: { viewport: { options: { [name]: { name: label, styles: { width: `${width}px`, height: `${height}px` }, ...(type ? { type } : {}) } } } },
    globals: { viewport: { value: name, isRotated: false } },
  };
}
