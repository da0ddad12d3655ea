/**
 * The hotel's Information cards (spec section 7) in the guest app: listed on the Information tab below what the
 * editor composed for it, each opening its own page at /p/{domain}/information/{id} — a text card's text (the
 * server's sanitised HTML, inserted as a facility's description is), an image card's images as a gallery, a PDF
 * card's file in the guest's language (else English) in a new tab. Drawn from the app's payload, so a reload and
 * the offline copy (the service worker keeps that answer) show the same page.
 */
import type { GuestInformation } from '@atoll/contract';
import { GUEST_SHELL_TEXT as TEXT } from '@atoll/contract/guestWebApp';
import { el, pageHeading } from './dom';
import { cover, rich } from './facility';
import { galleryList } from './more';

/** The card's picture in the list: its cover, else an image card's first image. */
const thumbOf = (card: GuestInformation) => card.cover ?? card.images[0] ?? null;

/** The list under the Information tab; null when the hotel has no cards. `href` is a card's page. */
export function informationList(cards: readonly GuestInformation[], href: (id: number) => string): HTMLElement | null {
  if (!cards.length) return null;
  const list = el('ul', { class: 'gs-cards' });
  for (const card of cards) {
    const thumb = thumbOf(card);
    list.append(
      el(
        'li',
        {},
        el(
          'a',
          { class: 'gs-card', href: href(card.id) },
          // Decorative: the card's name beside it says what it is.
          thumb ? el('img', { class: 'gs-card__thumb', src: thumb.thumb_url || thumb.url, alt: '', loading: 'lazy', decoding: 'async' }) : null,
          el('span', { class: 'gs-card__text' }, el('span', { class: 'gs-card__name' }, card.name), card.description ? el('span', { class: 'gs-card__desc' }, card.description) : null),
        ),
      ),
    );
  }
  return el('section', { class: 'gs-information', 'aria-labelledby': 'gs-information' }, el('h2', { id: 'gs-information' }, TEXT.informationCards), list);
}

/** A card's page: its name, description and the content of its type. */
export function informationPage(card: GuestInformation): HTMLElement {
  const article = el('article', { class: 'gs-facility' });
  const hero = cover(card.cover, 'gs-facility__cover');
  if (hero) hero.setAttribute('loading', 'eager');
  if (hero) article.append(hero);
  article.append(pageHeading(card.name));
  if (card.description) article.append(el('p', { class: 'gs-muted' }, card.description));
  const content =
    card.content_type === 'text'
      ? rich(card.text)
      : card.content_type === 'image' && card.images.length
        ? galleryList(card.images)
        : card.content_type === 'pdf' && card.pdf
          ? el('a', { class: 'gs-button', href: card.pdf.url, target: '_blank', rel: 'noopener', hreflang: card.pdf.language_code }, TEXT.openPdf(card.name))
          : null;
  article.append(content ?? el('p', {}, TEXT.nothingHere));
  return article;
}
