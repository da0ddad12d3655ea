/**
 * What the TV page and its service worker (sw.ts) share: the message the page posts (main.ts) with the images
 * of the newest manifest, which the worker fetches ahead and keeps, pruning every other image it holds; and
 * the worker's caches (the e2e walk looks into them).
 */
export const IMAGES_MESSAGE = 'atoll.tv.images';
export interface ImagesMessage {
  type: typeof IMAGES_MESSAGE;
  urls: string[];
}

/** A new layout of the caches is a new name: the worker drops every cache not named here when it activates. */
export const TV_CACHES = {
  /** The one page a TV shows (tv.html, whatever the token). */
  pages: 'atoll-tv-pages-v1',
  /** The build's files the kept page names. */
  assets: 'atoll-tv-assets-v1',
  /** The newest manifest's images. */
  images: 'atoll-tv-images-v1',
} as const;
