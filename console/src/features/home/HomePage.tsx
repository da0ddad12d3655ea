/**
 * / (spec section 2, Home; issue 18 item 2): the day at a glance — today's requests, bookings and
 * guests, each a link to its list — above the spec's QR card that links guests to the property in the
 * companion app, and a new property's setup checklist after it. What a user sees of the day follows the
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

/**
 * The QR card, then the checklist beside it on a desk, under it below ~800 px. The checklist comes with the day's
 * answer (GET home/today), after the first paint, and whether a property still has steps to do is not known before:
 * so it takes the place after the QR card, where its arrival moves nothing on screen (before it the QR card stood
 * first and jumped aside or down, a layout shift of 0.14-0.20), and the columns are filled (auto-fill, not
 * auto-fit) so the QR card keeps its width whether the checklist comes or not.
 */
const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 380px), 1fr));
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
        <QRCodeCard
          url={company.qr_link}
          title={HOME_TEXT.qrTitle}
          appStoreHref={APP_STORE_URL}
          googlePlayHref={GOOGLE_PLAY_URL}
          downloadName={`QR code ${company.name}`}
        />
        {day?.setup && <SetupSteps setup={day.setup} />}
      </Columns>
      {user && can(user.permissions, PERMISSION.readFacilityRequests) && (
        // Its code and figures load from the start, but it shows once the day has answered: the checklist that
        // may come with the day goes above it, and would push it down (0.05 at 768 px, its top in view).
        <div hidden={!day && !today.error}>
          <Suspense fallback={<Skeleton shape="block" height={320} />}>
            <AnalyticsSection />
          </Suspense>
        </div>
      )}
    </Page>
  );
}
