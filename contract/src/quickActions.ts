/**
 * Quick actions of the guest app home (spec section 7, /quick-actions).
 */
import * as yup from 'yup';
import { TEXT_MAX } from './constants';
import { ICON_KEYS } from './icons';
import { MSG } from './messages';
import { CONTENT_TEXT, REQUIRED, format, inList, oneOf, related, sortOrder, translatable } from './contentFields';
import type { Choice, RelatedLink } from './contentCommon';
import type { Translatable } from './translations';


export const QUICK_ACTION_TYPES = [
  { value: 'url', label: 'Link' },
  { value: 'call', label: 'Call' },
  { value: 'page', label: 'App Page' },
  { value: 'related', label: 'Related Object' },
] as const satisfies readonly Choice[];
export type QuickActionType = (typeof QUICK_ACTION_TYPES)[number]['value'];

/** Pages of the guest app a quick action of type 'page' opens (GET /quick-actions/pages). */
export const QUICK_ACTION_PAGES = [
  { value: 'home', label: 'Home' },
  { value: 'facilities', label: 'Facilities' },
  { value: 'events', label: 'Events' },
  { value: 'information', label: 'Information' },
  { value: 'map', label: 'Map' },
  { value: 'requests', label: 'My Requests' },
  { value: 'room', label: 'My Room' },
] as const satisfies readonly Choice[];

export interface QuickAction extends RelatedLink {
  id: number;
  name: Translatable;
  sort_order: number;
  type: QuickActionType;
  /** URL for 'url', phone number for 'call', page value for 'page', null for 'related'. */
  payload: string | null;
  /** What the payload means to a person: the URL, the number, the page's label or the related object's name. */
  payload_text: string;
  /** An ICONS key. */
  icon: string;
  icon_url: string;
  updated: string;
}

// Schemas ----------------------------------------------------------------------

const PHONE_PATTERN = /^\+?[0-9 ()-]{3,30}$/;
export const quickActionSchema = yup.object({
  name: translatable({ required: REQUIRED }),
  sort_order: sortOrder(true),
  type: oneOf(QUICK_ACTION_TYPES.map((t) => t.value)),
  payload: yup
    .string()
    .trim()
    .max(TEXT_MAX.url, MSG.tooLong(TEXT_MAX.url))
    .nullable()
    .when('type', ([type]: unknown[], s: yup.StringSchema<string | null | undefined>) => {
      const URL_PATTERN = /^https?:\/\/\S+$/i;
      if (type === 'url') return s.required(REQUIRED).matches(URL_PATTERN, format(CONTENT_TEXT.validUrl));
      if (type === 'call') return s.required(REQUIRED).matches(PHONE_PATTERN, format(CONTENT_TEXT.validPhone));
      if (type === 'page') return inList(s.required(REQUIRED), QUICK_ACTION_PAGES.map((p) => p.value));
      return s.optional();
    }),
  icon: inList(yup.string().required(REQUIRED), ICON_KEYS),
  ...related,
  related_type: related.related_type.when('type', {
    is: 'related',
    then: (s) => s.required(REQUIRED),
  }),
});
export type QuickActionPayload = yup.InferType<typeof quickActionSchema>;
