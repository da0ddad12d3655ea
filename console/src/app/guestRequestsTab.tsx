/**
 * The Guest Requests tab of an activity's or a menu's drawer (spec section 2), as a drawer tab item.
 * Facilities shows it; the tab itself (summary card, Request Type drawer and form) is the
 * request-types feature's, loaded when the tab is first shown.
 */
import { lazy, Suspense } from 'react';
import { REQUESTS_TEXT, type AttachedType } from '@atoll/contract';
import { Skeleton, type TabItem } from '@atoll/ui-kit';

const GuestRequestsTab = lazy(() => import('../features/bookings/GuestRequestsTab').then((module) => ({ default: module.GuestRequestsTab })));

export const guestRequestsTab = (attachedType: AttachedType, attachedId: number, parentTitle: string): TabItem => ({
  id: 'requests',
  label: REQUESTS_TEXT.guestRequestsTabOnObject,
  content: (
    <Suspense fallback={<Skeleton height={48} />}>
      <GuestRequestsTab attachedType={attachedType} attachedId={attachedId} parentTitle={parentTitle} />
    </Suspense>
  ),
});
