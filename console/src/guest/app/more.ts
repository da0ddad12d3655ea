/** What a 'text' or 'gallery' action opens: a page of its own (its URL is /p/{domain}/more/{componentId}). */
import type { AppAction, Translatable } from '@atoll/contract';
import { translationText } from '@atoll/contract/translations';
import { GUEST_SHELL_TEXT as TEXT } from '@atoll/contract/guestWebApp';
import { el, pageHeading } from './dom';

type TextAction = Extract<AppAction, { type: 'text' }>;
type GalleryAction = Extract<AppAction, { type: 'gallery' }>;

const text = (list: Translatable | undefined, language: string) => translationText(list ?? [], language);

export function textPage(action: TextAction, language: string): HTMLElement {
  const description = text(action.description, language);
  return el('article', { class: 'gs-text' }, pageHeading(text(action.title, language)), description ? el('p', { class: 'gs-text__body' }, description) : null);
}

/** Images one under the other, each named 'Image n of N' for those who cannot see it. */
export function galleryList(images: readonly { url: string }[]): HTMLUListElement {
  const list = el('ul', { class: 'gs-gallery' });
  images.forEach((image, index) => {
    list.append(
      el('li', {}, el('img', { src: image.url, alt: TEXT.imageOf(index + 1, images.length), loading: index < 2 ? 'eager' : 'lazy', decoding: 'async' })),
    );
  });
  return list;
}

export function galleryPage(action: GalleryAction): HTMLElement {
  return el('article', {}, pageHeading(TEXT.gallery), galleryList(action.images));
}
