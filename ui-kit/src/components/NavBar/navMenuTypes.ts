/**
 * What a bar menu shows, shared by the trigger (DeferredMenuTrigger) and the popover it loads on first
 * use (NavMenuPopover): kept apart so neither module imports the other.
 */
/** One entry of a bar menu: a link (`href`) or an action (`onAction` receives its `id`). */
export interface NavMenuEntry {
  id: string;
  label: string;
  href?: string;
  /** The page on screen: the link gets aria-current="page". */
  current?: boolean;
  /** A count beside the entry, named for assistive technology (NavItem's badge). */
  badge?: { count: number; label: string };
}

/**
 * A single choice shown above the entries as a titled section of checkable items (menuitemradio with
 * aria-checked), e.g. Appearance: System, Light, Dark.
 */
export interface NavMenuChoice {
  /** The section's heading and its group's accessible name. */
  label: string;
  options: readonly { id: string; label: string }[];
  /** The id of the checked option. */
  value: string;
  onChange: (id: string) => void;
}
