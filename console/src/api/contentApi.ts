/**
 * What every hotel-content screen shares: the company's enabled languages (for
 * TranslatableField), Auto Translate, and the reference lists behind the
 * pickers (icons, days of the week, related types and objects, quick-action
 * pages, information content types, the room picker of Guests and Add Booking, and which activities
 * and menus take bookings: the Request Type form and the Facilities cards' 'Bookings on').
 */
import { useCallback, useMemo } from 'react';
import {
  DEFAULT_LANGUAGE,
  type AttachedOption,
  type AttachedType,
  type Choice,
  type CompanyLanguage,
  type Icon,
  type NamedOption,
  type RelatedType,
  type RoomOption,
  type TranslatePayload,
  type TranslatedText,
} from '@atoll/contract';
import { baseApi } from './baseApi';
import { useGetSettingsQuery } from './settingsApi';
import { SELECTORS, tagsFor } from './tags';

export const contentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    contentLanguages: build.query<CompanyLanguage[], void>({
      query: () => 'languages',
      providesTags: [tagsFor('Language').list],
    }),
    translate: build.mutation<TranslatedText[], TranslatePayload>({
      query: (body) => ({ url: 'languages/translate', method: 'POST', body }),
      // TranslatableField shows the error next to the field.
      extraOptions: { silent: true },
    }),
    icons: build.query<Icon[], void>({ query: () => 'ui/icons' }),
    daysOfWeek: build.query<Choice<number>[], void>({ query: () => 'ui/days-of-week' }),
    relatedTypes: build.query<Choice<RelatedType>[], void>({ query: () => 'ui/related-types' }),
    relatedObjects: build.query<NamedOption[], RelatedType>({
      query: (type) => `ui/related-object/${type}`,
      providesTags: [SELECTORS],
    }),
    quickActionPages: build.query<Choice[], void>({ query: () => 'quick-actions/pages' }),
    informationContentTypes: build.query<Choice[], void>({ query: () => 'information/selectors/content-types' }),
    /** GET rooms/selector: the room picker of the Guests form and of Add Booking (any signed-in user). */
    roomOptions: build.query<RoomOption[], void>({
      query: () => 'rooms/selector',
      extraOptions: { silent: true },
    }),
    /** GET bookings/types/selectors/attached/{Activity|Menu}: each with its request type's id, or null. */
    attachedOptions: build.query<AttachedOption[], AttachedType>({
      query: (type) => `bookings/types/selectors/attached/${type}`,
      providesTags: [SELECTORS, tagsFor('BookingType').list],
      extraOptions: { silent: true }, // a card without its badge is no error to announce
    }),
  }),
});

export const {
  useContentLanguagesQuery,
  useTranslateMutation,
  useIconsQuery,
  useDaysOfWeekQuery,
  useRelatedTypesQuery,
  useRelatedObjectsQuery,
  useLazyRelatedObjectsQuery,
  useQuickActionPagesQuery,
  useInformationContentTypesQuery,
  useRoomOptionsQuery,
  useAttachedOptionsQuery,
} = contentApi;

/** A language a TranslatableField offers. */
export interface ContentLanguage {
  code: string;
  name: string;
}

/** The company's enabled languages, 'en' first, then by sort_order; `[en]` until they load. */
export function useContentLanguages(): ContentLanguage[] {
  const { data } = useContentLanguagesQuery();
  return useMemo(() => {
    const enabled = (data ?? []).filter((l) => l.enabled || l.code === DEFAULT_LANGUAGE);
    const sorted = [...enabled].sort(
      (a, b) => Number(b.code === DEFAULT_LANGUAGE) - Number(a.code === DEFAULT_LANGUAGE) || a.sort_order - b.sort_order,
    );
    const list = sorted.map((l) => ({ code: l.code, name: l.name_english }));
    return list.length ? list : [{ code: DEFAULT_LANGUAGE, name: 'English' }];
  }, [data]);
}

/**
 * TranslatableField's `onTranslate`: POST languages/translate; rejects with the ApiError. Undefined (no
 * Auto Translate button) unless user/settings says this server has a translation provider, so staff are
 * never offered what cannot work; until settings arrive it is not offered either.
 */
export function useAutoTranslate(): ((request: TranslatePayload) => Promise<TranslatedText[]>) | undefined {
  const [translate] = useTranslateMutation();
  const { data: settings } = useGetSettingsQuery();
  const onTranslate = useCallback((request: TranslatePayload) => translate(request).unwrap(), [translate]);
  return settings?.auto_translate ? onTranslate : undefined;
}
