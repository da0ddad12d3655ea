/**
 * Home's day (GET home/today): the figures the caller may see, each a link to the list it counts,
 * and the setup checklist of a new property (administrators, until every step is done).
 */
import styled from 'styled-components';
import { formatDisplayDate, HOME_SETUP_STEPS, HOME_TEXT as TEXT, seesHomeRequests, type HomeToday, type PermissionsMap } from '@atoll/contract';
import { SetupChecklist, Skeleton, SkeletonRegion, StatLink } from '@atoll/ui-kit';
import { HomeSection, Muted } from './HomeSection';
import { HOME_LINKS, SETUP_LINKS } from './homeLinks';

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const GroupTitle = styled.h3`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.typography.scale.caption.size};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

/** Tiles wrap: three or more to a row on a desk, two on a phone, never sideways scrolling. */
const Tiles = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

export function TodayFigures({ day }: { day: HomeToday }) {
  const { requests, guests } = day;
  return (
    <HomeSection
      id="home-today"
      heading={
        <>
          {TEXT.todayTitle} <span>{formatDisplayDate(day.date)}</span>
        </>
      }
    >
      {requests && (
        <Group>
          <GroupTitle>{TEXT.requestsTitle}</GroupTitle>
          <Tiles>
            <StatLink value={requests.new} label={TEXT.newRequests} href={HOME_LINKS.newRequests} />
            <StatLink value={requests.overdue} label={TEXT.overdueRequests} href={HOME_LINKS.overdueRequests} tone="attention" />
          </Tiles>
        </Group>
      )}
      {requests && (
        <Group>
          <GroupTitle>{TEXT.bookingsTodayTitle}</GroupTitle>
          {requests.today_by_facility.length ? (
            <Tiles>
              {requests.today_by_facility.map((f) => (
                <StatLink key={f.id} value={f.count} label={f.name} href={HOME_LINKS.bookingsToday} />
              ))}
            </Tiles>
          ) : (
            <Muted>{TEXT.noBookingsToday}</Muted>
          )}
        </Group>
      )}
      <Group>
        <GroupTitle>{TEXT.guestsTitle}</GroupTitle>
        <Tiles>
          <StatLink value={guests.arrivals} label={TEXT.arrivals} href={HOME_LINKS.arrivals} />
          <StatLink value={guests.departures} label={TEXT.departures} href={HOME_LINKS.departures} />
          <StatLink value={guests.in_house} label={TEXT.inHouse} href={HOME_LINKS.inHouse} />
        </Tiles>
      </Group>
    </HomeSection>
  );
}

/**
 * A tile's place: StatLink's box — its padding and border, a line of the figure's type over a line of the label's —
 * so its height is the tile's whatever the fonts (a fixed 76 px fell short of the tiles by 8-9 px a row, a layout
 * shift of 0.01-0.02 when the figures came).
 */
const TileStandIn = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border: 1px solid transparent;
`;
const FigureLine = styled.span`
  font-size: ${({ theme }) => theme.typography.scale.title.size};
  line-height: ${({ theme }) => theme.typography.scale.title.lineHeight};
`;
const LabelLine = styled.span`
  font-size: ${({ theme }) => theme.typography.scale.bodyStrong.size};
`;
const Fill = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
`;
const tiles = (count: number) => (
  <Tiles>
    {Array.from({ length: count }, (_, i) => (
      <TileStandIn key={i}>
        <FigureLine>&nbsp;</FigureLine>
        <LabelLine>&nbsp;</LabelLine>
        <Fill>
          <Skeleton shape="block" height="100%" />
        </Fill>
      </TileStandIn>
    ))}
  </Tiles>
);

/**
 * The day's place until GET home/today answers: the figures' section as the caller will see it — its heading, the
 * request groups for a caller with a request permission (seesHomeRequests, the server's rule), the guests' three
 * tiles — so the checklist and the QR card below stay where they are when the figures arrive (a four-tile stand-in
 * let them jump down: a layout shift of 0.46 in a mobile Lighthouse run).
 */
export function TodayFiguresPlaceholder({ permissions }: { permissions: PermissionsMap | null | undefined }) {
  const requests = seesHomeRequests(permissions);
  return (
    <SkeletonRegion>
      <div aria-hidden="true">
        <HomeSection id="home-today-loading" heading={TEXT.todayTitle}>
          {requests && (
            <Group>
              <GroupTitle>{TEXT.requestsTitle}</GroupTitle>
              {tiles(2)}
            </Group>
          )}
          {requests && (
            <Group>
              <GroupTitle>{TEXT.bookingsTodayTitle}</GroupTitle>
              <Muted>&nbsp;</Muted>
            </Group>
          )}
          <Group>
            <GroupTitle>{TEXT.guestsTitle}</GroupTitle>
            {tiles(3)}
          </Group>
        </HomeSection>
      </div>
    </SkeletonRegion>
  );
}

/** The checklist while a step is left; a property that has done them all no longer sees it. */
export function SetupSteps({ setup }: { setup: NonNullable<HomeToday['setup']> }) {
  if (HOME_SETUP_STEPS.every((step) => setup[step])) return null;
  const steps = HOME_SETUP_STEPS.map((id) => ({ id, ...TEXT.setupSteps[id], href: SETUP_LINKS[id], done: setup[id] }));
  return <SetupChecklist title={TEXT.setupTitle} steps={steps} progressText={TEXT.setupProgress} />;
}
