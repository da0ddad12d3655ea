/**
 * What the components draw from the guest payload: texts in the renderer's language ('en' where a text lacks
 * it), an uploaded image in that language, and the AppAction a tap on a facility, an event, a banner or a
 * quick action gives (the contract's action types, so the guest app handles them all in one place).
 */
import type { AppAction, AppComponent, EditorItem, GuestApp, GuestBanner, GuestEvent, GuestLink, GuestQuickAction } from '@atoll/contract';
import { translationText, type Translatable } from '@atoll/contract/translations';

/** What every component's drawing knows. */
export interface DrawContext {
  app: GuestApp;
  /** The language of the config's translatable texts. */
  language: string;
  mode: 'guest' | 'preview';
  component: AppComponent;
}

export const textOf = (ctx: DrawContext, list: Translatable | null | undefined): string => translationText(list, ctx.language).trim();

/** The uploaded image in the language, else the English one, else the first. */
export function imageOf(ctx: DrawContext, items: readonly EditorItem[] | null | undefined): EditorItem | null {
  const list = items ?? [];
  return list.find((i) => i.language_code === ctx.language) ?? list.find((i) => i.language_code === 'en') ?? list[0] ?? null;
}

/** A one-language text (the payload's texts are already in app.language) as an action's Translatable. */
const inLanguage = (app: GuestApp, text: string): Translatable => [{ language_code: app.language, text }];

/** An event card's tap: its name and description as a text to show. */
export const eventAction = (app: GuestApp, event: GuestEvent): AppAction => ({
  type: 'text',
  title: inLanguage(app, event.name),
  description: inLanguage(app, event.description),
});

/** What a banner's or a related quick action's link opens. */
export function linkAction(app: GuestApp, link: GuestLink | null): AppAction {
  if (!link) return { type: 'none' };
  if (link.type === 'facility') return { type: 'facility', facility_id: link.id };
  if (link.type === 'activity') return { type: 'activity', activity_id: link.id };
  if (link.type === 'event') {
    const event = app.events.find((e) => e.id === link.id);
    return event ? eventAction(app, event) : { type: 'none' };
  }
  if (link.type === 'menu') {
    const facility = app.facilities.find((f) => f.menus.some((m) => m.id === link.id));
    const pdf = facility?.menus.find((m) => m.id === link.id)?.pdf;
    if (pdf) return { type: 'pdf', files: [{ id: String(link.id), language_code: pdf.language_code, url: pdf.url, type: 'pdf' }] };
    return facility ? { type: 'facility', facility_id: facility.id } : { type: 'none' };
  }
  return { type: 'none' };
}

export const bannerAction = (app: GuestApp, banner: GuestBanner): AppAction => linkAction(app, banner.link);

export function quickAction(app: GuestApp, action: GuestQuickAction): AppAction {
  if (action.type === 'url' && action.payload) return { type: 'url', url: action.payload };
  if (action.type === 'call' && action.payload) return { type: 'phone', number: action.payload };
  if (action.type === 'related') return linkAction(app, action.link);
  return { type: 'none' };
}

export const opensSomething = (action: AppAction | null | undefined): action is AppAction => !!action && action.type !== 'none';
