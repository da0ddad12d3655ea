/** The TV page's words (issue 20, The TV display page). */
export const TV_TEXT = {
  today: 'Today',
  noEvents: 'No events today',
  more: (count: number) => `and ${count} more`,
  lastUpdated: (time: string) => `Last updated ${time}`,
  invalidTitle: 'This display link is no longer valid',
  invalidHelp: 'Ask the hotel staff for this TV’s new link in Map › TVs.',
  starting: 'Atoll',
  /** The map slide's title, and the TV's own place on it. */
  map: 'Map',
  youAreHere: 'You are here',
} as const;
