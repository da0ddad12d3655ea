/**
 * / (spec section 2, Home; issue 18 item 2): the day at a glance — today's requests, bookings and
 * guests, each a link to its list, and a new property's setup checklist — above the spec's QR card
 * that links guests to the property in the companion app. What a user sees of the day follows the
 * server's answer (GET home/today): request figures with a request permission, the checklist for
 * administrators. The spec's booking analytics (AnalyticsSection, issue 19) sit below the QR card for users
 * with read-facility-requests; they load in their own chunk, so no one else downloads the charts. A user
 * without any permission is told so first, with the administrators to ask by name (NoPermissionsNotice).
 */
import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { APP_STORE_URL, GOOGLE_PLAY_URL, HOME_TEXT, PERMISSION, can, hasNoPermissions } from '@atoll/contract';
import { PageHeader, QRCodeCard, Skeleton } from '@atoll/ui-kit';
import { useSession } from '#app/hooks.ts';
import { NoPermissionsNotice } from '#app/NoPermissionsNotice.tsx';
import { QueryErrorCard } from '#app/QueryErrorCard.tsx';
import { useHomeTodayQuery } from './api';
import { SetupSteps, TodayFigures, TodayFiguresPlaceholder } from './TodayPanel';

// visx and the charts reach only users who may see analytics, after the day's figures.
const AnalyticsSection = lazy(() => import('./AnalyticsSection').then((module) => ({ default: module.AnalyticsSection })));

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  min-width: 0;
`;

/** The checklist beside the QR card on a desk; one under the other below ~800 px. */
const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 380px), 1fr));
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
`;

export default function HomePage() {
  const { company, user } = useSession();
  const today = useHomeTodayQuery(undefined, { refetchOnMountOrArgChange: true });
  // SessionGate only renders this with a session, so the company is there.
  if (!company) return null;
  const day = today.data;
  return (
    <Page>
      <PageHeader title={company.name} />
      {user && hasNoPermissions(user.permissions) && <NoPermissionsNotice />}
      {today.error && !today.isFetching ? (
        <QueryErrorCard error={today.error} onRetry={() => void today.refetch()} isRetrying={today.isFetching} headingLevel={2} />
      ) : day ? (
        <TodayFigures day={day} />
      ) : (
        <TodayFiguresPlaceholder permissions={user?.permissions} />
      )}
      <Columns>
        {day?.setup && <SetupSteps setup={day.setup} />}
        <QRCodeCard
          url={company.qr_link}
          title={HOME_TEXT.qrTitle}
          appStoreHref={APP_STORE_URL}
          googlePlayHref={GOOGLE_PLAY_URL}
          downloadName={`QR code ${company.name}`}
        />
      </Columns>
      {user && can(user.permissions, PERMISSION.readFacilityRequests) && (
        <Suspense fallback={<Skeleton shape="block" height={320} />}>
          <AnalyticsSection />
        </Suspense>
      )}
    </Page>
  );
}
