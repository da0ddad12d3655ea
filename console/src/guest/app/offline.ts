/**
 * What the guest page and its service worker (sw.ts) share: the worker's caches (a new layout is a new name: the
 * worker drops every cache not named here when it activates) and the header it puts on an answer it gives from
 * its kept copy (the time that copy was fetched), so the page can say 'Offline: shown as last updated at HH:MM'.
 */
export const GUEST_CACHES = {
  /** guest.html as each property's pages last got it (the same page for every path of a property). */
  pages: 'atoll-guest-pages-v1',
  /** The guest build's hashed files the kept pages name. */
  assets: 'atoll-guest-assets-v1',
  /** The last answers of the guest API's reads (the app's payload and facility pages, per language). */
  data: 'atoll-guest-data-v1',
  /** Images of those answers, as they were shown. */
  images: 'atoll-guest-images-v1',
} as const;

/**
 * What the page posts to its worker once it has drawn: its page, the API answers it read and their images, to keep.
 * A first visit is not yet the worker's (it installs while the page loads), so without this a reload offline
 * right after it would find nothing.
 */
export const KEEP_MESSAGE = 'atoll.guest.keep';
export interface KeepMessage {
  type: typeof KEEP_MESSAGE;
  page: string;
  data: string[];
  images: string[];
}

/** On an answer from the worker's kept copy: when that copy was fetched (an HTTP date). */
export const KEPT_HEADER = 'X-Atoll-Kept-At';

/** How many images the worker keeps (the oldest go first): a property's app shows tens of them. */
export const KEPT_IMAGES_MAX = 150;

/** How long the worker waits for the network before answering from a kept copy (when it has one). */
export const NETWORK_TIMEOUT_MS = 4000;
