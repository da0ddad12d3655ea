/**
 * The eight component types as the guest app draws them (issue 21), each from its config and the payload's
 * real content: the facilities with their covers, today's events, the banners (a slider with no images of
 * its own) and the quick actions (circle or small-card actions with no items of their own).
 *
 * A tap target is a real button in the guest app (its action kept in ACTIONS for the root's one click
 * listener) and a plain element in the preview, where the component as a whole is what a click selects.
 * Cards with a heading use the 'stretched button' pattern: the heading holds the button, whose ::after
 * covers the card, so the heading stays a heading and the card one tab stop.
 */
import type {
  AppAction,
  CircleActionsConfig,
  FullWidthImageConfig,
  GuestImage,
  H1Config,
  HomeFacilitiesConfig,
  ImageSliderConfig,
  SmallCardActionsConfig,
  TitleDescImageConfig,
  TodayEventCardsConfig,
} from '@atoll/contract';
import { GUEST_APP_TEXT as TEXT } from '@atoll/contract/guestApp';
import { stripTags } from '@atoll/contract/translations';
import { bannerAction, eventAction, imageOf, quickAction, textOf, type DrawContext } from './content';
import { fixedText, h, image, truncate } from './dom';
import { drawSlider, type Slide } from './slider';
import { tappable } from './tap';

/** Something that stops a component's timers when it leaves the page. */
export type Dispose = () => void;

/** A component's title (h2) when it has one. */
function title(parent: Element, text: string): void {
  if (text) h('h2', 'ag-title', parent, text);
}

/** A cover, or the property's default image, or a tinted block. */
function cover(ctx: DrawContext, parent: Element, img: GuestImage | null): void {
  const src = (img ?? ctx.app.property.default_image)?.thumb_url;
  if (src) image(parent, 'ag-cover', src, '');
  else h('span', 'ag-cover ag-cover-empty', parent);
}

/** A card whose heading's button covers the whole card. */
function card(ctx: DrawContext, list: Element, className: string, name: string, action: AppAction | null, img: GuestImage | null | undefined, more?: (body: HTMLElement) => void) {
  const item = h('li', `ag-card ${className}`, list);
  if (img !== undefined) cover(ctx, item, img);
  const body = h('div', 'ag-card-body', item);
  const heading = h('h3', 'ag-card-title', body);
  const target = tappable(ctx, heading, 'ag-stretch', action);
  target.textContent = truncate(name);
  if (target.textContent !== name.trim()) heading.title = name.trim();
  more?.(body);
  return item;
}

function homeFacilities(ctx: DrawContext, root: HTMLElement, config: HomeFacilitiesConfig): void {
  const { facilities } = ctx.app;
  const chosen = config.facility_ids?.length
    ? config.facility_ids.map((id) => facilities.find((f) => f.id === id)).filter((f) => f !== undefined)
    : facilities.filter((f) => f.show_app_home);
  title(root, textOf(ctx, config.title));
  if (!chosen.length) {
    if (ctx.mode === 'preview') h('p', 'ag-note', root, TEXT.noFacilities);
    return;
  }
  const list = h('ul', 'ag-grid', root);
  for (const f of chosen) card(ctx, list, 'ag-facility', f.name, { type: 'facility', facility_id: f.id }, f.cover);
}

function todayEvents(ctx: DrawContext, root: HTMLElement, config: TodayEventCardsConfig): void {
  title(root, textOf(ctx, config.title));
  const events = ctx.app.events.slice(0, Math.max(1, config.max_events || 1));
  if (!events.length) {
    h('p', 'ag-note', root, TEXT.noEvents);
    return;
  }
  const list = h('ul', 'ag-rail', root);
  for (const e of events) {
    // An event with no picture (and no property default image) is a compact card of its name and time, not an empty box.
    card(ctx, list, 'ag-event', e.name, eventAction(ctx.app, e), e.cover ?? ctx.app.property.default_image ?? undefined, (body) => {
      h('p', 'ag-time', body, TEXT.eventTime(e.start_time, e.end_time));
      const description = stripTags(e.description);
      if (description) h('p', 'ag-desc ag-clamp', body, description);
    });
  }
}

function imageSlider(ctx: DrawContext, root: HTMLElement, config: ImageSliderConfig): Dispose | void {
  const own: Slide[] = (config.items ?? []).flatMap((item) => {
    const img = imageOf(ctx, item.image);
    return img ? [{ src: img.url, alt: textOf(ctx, item.alt), caption: textOf(ctx, item.caption), action: item.action ?? null }] : [];
  });
  // A slider with no images of its own shows the property's banners (show_on_app).
  const slides: Slide[] = own.length
    ? own
    : ctx.app.banners.flatMap((b) => (b.image ? [{ src: b.image.url, alt: stripTags(b.description), caption: '', action: bannerAction(ctx.app, b) }] : []));
  if (!slides.length) return;
  return drawSlider(ctx, root, slides, config.autoplay_seconds ?? 0);
}

function circleActions(ctx: DrawContext, root: HTMLElement, config: CircleActionsConfig): void {
  title(root, textOf(ctx, config.title));
  const own = (config.items ?? []).map((item) => ({ label: textOf(ctx, item.label), icon: imageOf(ctx, item.icon)?.url ?? '', action: item.action ?? null }));
  // Without items of its own: the property's quick actions.
  const items = own.length ? own : ctx.app.quick_actions.map((q) => ({ label: q.name, icon: q.icon_url, action: quickAction(ctx.app, q) }));
  if (!items.length) return;
  const list = h('ul', 'ag-circles', root);
  for (const item of items) {
    const li = h('li', 'ag-circle-item', list);
    const target = tappable(ctx, li, 'ag-circle', item.action);
    const ring = h('span', 'ag-circle-icon', target);
    if (item.icon) image(ring, '', item.icon, '');
    fixedText('span', 'ag-circle-label', target, item.label);
  }
  if (!list.querySelector('button')) list.classList.add('ag-wrap');
}

function smallCardActions(ctx: DrawContext, root: HTMLElement, config: SmallCardActionsConfig): void {
  title(root, textOf(ctx, config.title));
  const own = (config.items ?? []).map((item) => {
    const img = imageOf(ctx, item.image);
    return { title: textOf(ctx, item.title), subtitle: textOf(ctx, item.subtitle), image: img ? { url: img.url, thumb_url: img.url } : null, action: item.action ?? null };
  });
  const items = own.length
    ? own
    : ctx.app.quick_actions.map((q) => ({ title: q.name, subtitle: '', image: { url: q.icon_url, thumb_url: q.icon_url }, action: quickAction(ctx.app, q) }));
  if (!items.length) return;
  const list = h('ul', 'ag-small-cards', root);
  for (const item of items) {
    card(ctx, list, 'ag-small', item.title, item.action, item.image ?? undefined, (body) => {
      if (item.subtitle) fixedText('p', 'ag-subtitle', body, item.subtitle);
    });
  }
}

function heading(ctx: DrawContext, root: HTMLElement, config: H1Config): void {
  const text = textOf(ctx, config.text);
  if (text) h('h2', 'ag-h1', root, text);
}

function titleDescImage(ctx: DrawContext, root: HTMLElement, config: TitleDescImageConfig): void {
  const img = imageOf(ctx, config.image);
  const name = textOf(ctx, config.title);
  const description = textOf(ctx, config.description);
  if (!name && !description && !img) return;
  // 'left' and 'right' as the reader sees the text: mirrored in a right-to-left language (start and end).
  const box = h('div', `ag-tdi ag-image-${config.image_position === 'left' ? 'start' : 'end'}${img ? '' : ' ag-no-image'}`, root);
  const body = h('div', 'ag-tdi-body', box);
  if (name) {
    const heading2 = h('h2', 'ag-tdi-title', body);
    tappable(ctx, heading2, 'ag-stretch', config.action ?? null).textContent = name;
  }
  if (description) h('p', 'ag-desc', body, description);
  if (img) image(box, 'ag-tdi-image', img.url, textOf(ctx, config.alt));
}

function fullWidthImage(ctx: DrawContext, root: HTMLElement, config: FullWidthImageConfig): void {
  const img = imageOf(ctx, config.image);
  if (!img) return;
  const alt = textOf(ctx, config.alt);
  const target = tappable(ctx, root, 'ag-full', config.action ?? null, alt ? undefined : ctx.component.name);
  image(target, 'ag-full-image', img.url, alt);
}

/** Each type's drawing: it fills `root` (the component's box) and may return what stops its timers. */
export const DRAW: Record<string, (ctx: DrawContext, root: HTMLElement, config: never) => Dispose | void> = {
  'home-facilities': homeFacilities,
  'today-event-cards': todayEvents,
  'image-slider': imageSlider,
  'circle-actions': circleActions,
  'small-card-actions': smallCardActions,
  h1: heading,
  'title-desc-image': titleDescImage,
  'full-width-image': fullWidthImage,
};
