/**
 * The accessibility rules every story passes (WCAG 2.2 AA plus axe's best practices): the Storybook
 * preview's a11y parameters and the kit's own mid-play checks (axe.ts) read them here.
 * target-size is off in axe's default set; the wcag22aa tag turns it on.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
