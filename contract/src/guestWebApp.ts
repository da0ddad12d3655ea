/**
 * The guest web app's page (issue 21): what the Home QR card opens, `/p/{domain}` on this server (PUBLIC_URL;
 * GUEST_APP_URL names another host). Its own lean build (console/guest.html, `vite build --mode guest`), a
 * plain-TypeScript shell around the shared renderer, installable (a manifest per property) and kept for offline
 * use by its service worker. No yup here: the page imports this module on its own (`@atoll/contract/guestWebApp`).
 */

/** The guest app's screens whose layout staff compose (App Editor), home and one per content area: the guest app's tabs. */
export const APP_SECTIONS = [
  { id: 'home', label: 'Home' },
  { id: 'facilities', label: 'Facilities' },
  { id: 'events', label: 'Events' },
  { id: 'information', label: 'Information' },
  { id: 'map', label: 'Map' },
] as const;
export type AppSectionId = (typeof APP_SECTIONS)[number]['id'];
export const APP_SECTION_IDS = APP_SECTIONS.map((s) => s.id) as readonly AppSectionId[];
export const isAppSectionId = (value: string): value is AppSectionId => (APP_SECTION_IDS as readonly string[]).includes(value);

/** Every page of a property's guest app is under `/p/{domain}/`; the server answers guest.html for each. */
export const GUEST_APP_PATH = '/p';
/** The guest app's service worker, at a fixed unhashed URL (the browser checks it for a new one), scoped to GUEST_APP_PATH. */
export const GUEST_SERVICE_WORKER_PATH = '/guest-sw.js';
/** A property's web app manifest: `/p/{domain}/manifest.webmanifest`. */
export const GUEST_MANIFEST_FILE = 'manifest.webmanifest';
/** The install icons the server draws in the property's colour: `/p/{domain}/icon-{size}.png`. */
export const GUEST_ICON_SIZES = [192, 512] as const;
export const guestIconFile = (size: number) => `icon-${size}.png`;

/** `/p/{domain}`, the start of a property's guest app on this server. */
export const guestAppPath = (domain: string) => `${GUEST_APP_PATH}/${encodeURIComponent(domain)}`;

/** The shell's own words (ours: the spec words none of them). The property's content comes in the guest's language. */
export const GUEST_SHELL_TEXT = {
  tabs: 'Sections',
  book: 'Book',
  language: 'Language',
  signIn: 'Sign in',
  signOut: 'Sign out',
  signInTitle: 'Sign in with your room',
  signInLine: 'Your room number and the last name the booking is under.',
  room: 'Room number',
  lastName: 'Last name',
  signedInAs: (firstName: string, room: string) => `${firstName}, room ${room}`,
  notifications: 'Notifications',
  back: 'Back',
  close: 'Close',
  loading: 'Loading…',
  offline: (time: string) => `Offline: shown as last updated at ${time}`,
  notFound: 'This guest app does not exist. Check the link or scan the code again.',
  unavailable: 'The app cannot be reached right now. Try again in a moment.',
  retry: 'Try again',
  activities: 'Activities',
  menus: 'Menus',
  openPdf: (name: string) => `${name} (PDF)`,
  gallery: 'Gallery',
  imageOf: (n: number, total: number) => `Image ${n} of ${total}`,
  previous: 'Previous',
  next: 'Next',
  nothingHere: 'Nothing here yet',
  /** The Information tab's list of the hotel's Information cards, below what the editor composed for it. */
  informationCards: 'Hotel information',
  bookingsSoon: 'Booking from the app is not available yet.',
  tooManyTries: 'Too many tries. Wait a few minutes, then try again.',
  /** The manifest's and the page's description. */
  description: (property: string) => `${property}: the guest app`,
} as const;
