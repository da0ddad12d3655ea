/**
 * The console's one RTK Query API. Every API group injects its endpoints into
 * it: shared ones in console/src/api/, screen ones in features/<name>/api.ts.
 */
import { createApi } from '@reduxjs/toolkit/query/react';
import { atollBaseQuery } from './baseQuery';

export const TAG_TYPES = [
  'Session',
  'User',
  'Permission',
  'Settings',
  'Language',
  'Pms',
  'ManualRoom',
  'Country',
  // Slice 2: hotel content
  'Facility',
  'Activity',
  'Menu',
  'MenuCategory',
  'MenuItem',
  'Banner',
  'Information',
  'Event',
  'QuickAction',
  'RoomType',
  // Tasks
  'TaskType',
  'TaskCategory',
  'Selector',
  // Slice 3: requests
  'Booking',
  'BookingType',
  'Slot',
  'Guest',
  // Slice 4: campaigns
  'Campaign',
  // Slice 5: map settings and overlay (one entry each per company)
  'MapSettings',
  // Slice 5: map
  'Location',
  'Tv',
  'TrackingGroup',
  // Slice 6: the App Editor's saved layouts
  'AppVersion',
] as const;
export type TagType = (typeof TAG_TYPES)[number];

/** The id of the tag that stands for "the whole list" of a type (invalidate it after a create). */
export const LIST_TAG = 'LIST';

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: atollBaseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});

export type { ApiExtraOptions } from './baseQuery';
