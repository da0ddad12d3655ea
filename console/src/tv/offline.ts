/**
 * What the TV page tells its service worker (sw.ts; main.ts posts it): the images of the newest manifest,
 * which the worker fetches ahead and keeps, pruning every other image it holds.
 */
export const IMAGES_MESSAGE = 'atoll.tv.images';
export interface ImagesMessage {
  type: typeof IMAGES_MESSAGE;
  urls: string[];
}
