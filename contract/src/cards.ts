/**
 * The card screens' own words (issue 18: cards carry what a manager scans for; search and a list view on screens
 * with more than a screenful). Not spec texts: the spec's 'Inactive' tag is MSG.inactive.
 */
export const CARD_TEXT = {
  /** The tag of an active object, beside the spec's 'Inactive' for the others. */
  active: 'Active',
  /** A facility shown on the guest app's home page (show_app_home). */
  shownOnAppHome: 'Shown on App home',
  /** An activity or menu with a request type, or a facility with one among them (REQUEST_TYPE_TEXT.bookingsOn). */
  bookingsOn: 'Bookings on',
  /** The search box's label and placeholder. */
  search: 'Search by name',
  /** The view switch's group and its two choices. */
  view: 'View',
  grid: 'Grid',
  list: 'List',
  /** When a search finds no card. */
  noMatch: (query: string) => `Nothing matches “${query}”`,
  /** Said to screen readers as a search narrows the cards. */
  shown: (shown: number, total: number) => `${shown} of ${total} shown`,
} as const;

/**
 * Above this many cards a card screen offers search by name and the list view: at 1440 × 900 the header, two
 * rows of two cards and the top of a third fill the first screen; beyond six a person scrolls to find a card.
 */
export const CARD_SCREENFUL = 6;

/** How a card screen lays its cards out; remembered per device. */
export type CardView = 'grid' | 'list';
export const CARD_VIEWS: readonly CardView[] = ['grid', 'list'];
