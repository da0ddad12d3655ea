/**
 * A facility's page (GET guest-app/{domain}/facilities/{id}): its cover, description (the server's sanitised
 * HTML), activities (each at #activity-{id}, where an 'activity' action lands) and menus — a PDF menu opens its
 * file in the guest's language, an ordering menu lists its categories and items.
 */
import type { GuestFacilityPage, GuestImage } from '@atoll/contract';
import { GUEST_SHELL_TEXT as TEXT } from '@atoll/contract/guestWebApp';
import { el, pageHeading } from './dom';

export function cover(image: GuestImage | null, className: string): HTMLImageElement | null {
  if (!image) return null;
  // Decorative: the heading beside it names the same thing.
  const img = el('img', { class: className, src: image.url, alt: '', loading: 'lazy', decoding: 'async' });
  return img;
}

/** The server's sanitised rich text (ADR 0051: the same subset the console stores). */
export function rich(html: string): HTMLElement | null {
  if (!html.trim()) return null;
  const box = el('div', { class: 'gs-rich' });
  box.innerHTML = html;
  return box;
}

export function facilityPage(page: GuestFacilityPage): HTMLElement {
  const { facility } = page;
  const article = el('article', { class: 'gs-facility' });
  const hero = cover(facility.cover, 'gs-facility__cover');
  if (hero) hero.setAttribute('loading', 'eager');
  article.append(...[hero, pageHeading(facility.name), rich(facility.description)].filter((n): n is HTMLElement => n !== null));

  if (facility.activities.length) {
    const list = el('div', { class: 'gs-list' });
    for (const activity of facility.activities) {
      list.append(
        el(
          'article',
          { class: 'gs-item', id: `activity-${activity.id}`, tabindex: '-1', 'aria-labelledby': `activity-${activity.id}-name` },
          cover(activity.cover, 'gs-item__cover'),
          el('h3', { class: 'gs-item__name', id: `activity-${activity.id}-name` }, activity.name),
          activity.price_text ? el('p', { class: 'gs-item__price' }, activity.price_text) : null,
          rich(activity.description),
        ),
      );
    }
    article.append(el('section', { 'aria-labelledby': 'gs-activities' }, el('h2', { id: 'gs-activities' }, TEXT.activities), list));
  }

  if (facility.menus.length) {
    const section = el('section', { 'aria-labelledby': 'gs-menus' }, el('h2', { id: 'gs-menus' }, TEXT.menus));
    for (const menu of facility.menus) {
      const box = el('div', { class: 'gs-menu' }, el('h3', {}, menu.name), menu.short_description ? el('p', { class: 'gs-muted' }, menu.short_description) : null);
      if (menu.pdf) {
        box.append(el('a', { class: 'gs-button', href: menu.pdf.url, target: '_blank', rel: 'noopener', hreflang: menu.pdf.language_code }, TEXT.openPdf(menu.name)));
      }
      const categories = page.menus.find((m) => m.id === menu.id)?.categories ?? [];
      for (const category of categories) {
        const items = el('ul', { class: 'gs-menu__items' });
        for (const item of category.items) {
          items.append(
            el(
              'li',
              { class: 'gs-menu__item' },
              el('span', { class: 'gs-menu__name' }, item.name),
              item.price_text ? el('span', { class: 'gs-menu__price' }, item.price_text) : null,
              item.description ? el('span', { class: 'gs-menu__desc' }, item.description.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim()) : null,
            ),
          );
        }
        box.append(el('h4', {}, category.name), items);
      }
      section.append(box);
    }
    article.append(section);
  }
  return article;
}
