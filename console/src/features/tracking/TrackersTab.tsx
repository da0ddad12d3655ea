/**
 * A group's Trackers tab (spec section 2: 'Trackers (count)', add tracker; issue 20): Add tracker (name,
 * 'Field is required') answers the device token once; each tracker with its status badge (recomputed as
 * time passes), when it was last seen, New token and Revoke token; and the live map of their positions,
 * beside the list where the drawer is wide enough (a container query: the drawer's width, not the
 * screen's, decides), under it otherwise.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { MSG, TRACKING_TEXT, trackerSchema, type Tracker, type TrackingGroup } from '@atoll/contract';
import { Button, Form, FormSubmitButton, FormTextField, showToast } from '@atoll/ui-kit';
import { CompanyRelativeTime } from '#app/CompanyTime.tsx';
import { useCreateTrackerMutation, useRenewTrackerTokenMutation, useRevokeTrackerTokenMutation } from './api';
import { DeviceToken } from './DeviceToken';
import { LiveMap, statusAt } from './LiveMap';
import { TrackerStatusBadge } from './TrackerStatusBadge';
import { useLiveTrackers } from './useLiveTrackers';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

/** From this width of the tab's content the map goes beside the list: each column keeps ~350 px or more. */
const SIDE_BY_SIDE_FROM = 800;

const Columns = styled.div`
  container: trackers-tab / inline-size;
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  @container trackers-tab (min-width: ${SIDE_BY_SIDE_FROM}px) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    align-items: start;
  }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Name = styled.span`
  flex: 1 1 8rem;
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  color: ${({ theme }) => theme.color.textPrimary};
`;

const Meta = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.md};
`;

interface Shown {
  name: string;
  token: string;
}

function AddTrackerForm({ group, onCreated }: { group: TrackingGroup; onCreated: (shown: Shown) => void }) {
  const [create] = useCreateTrackerMutation();
  return (
    <Form<{ name: string; tracking_group_id: number }>
      schema={trackerSchema}
      initialValues={{ name: '', tracking_group_id: group.id }}
      onSubmit={async (values, form) => {
        const tracker = await create({ name: values.name.trim(), tracking_group_id: group.id }).unwrap();
        onCreated({ name: tracker.name, token: tracker.token });
        form.restart({ name: '', tracking_group_id: group.id });
      }}
      aria-label={TRACKING_TEXT.addTracker}
    >
      <FormTextField name="name" label={TRACKING_TEXT.trackerName} isRequired autoComplete="off" />
      <div>
        <FormSubmitButton>{TRACKING_TEXT.addTracker}</FormSubmitButton>
      </div>
    </Form>
  );
}

function TrackerRow({ tracker, now, onToken }: { tracker: Tracker; now: number; onToken: (shown: Shown) => void }) {
  const [renew, renewing] = useRenewTrackerTokenMutation();
  const [revoke, revoking] = useRevokeTrackerTokenMutation();
  const act = async (run: () => Promise<unknown>) => {
    try {
      await run();
    } catch {
      showToast({ title: MSG.errorToast('Please try again'), tone: 'error' });
    }
  };
  return (
    <Row>
      <Name>{tracker.name}</Name>
      <TrackerStatusBadge status={statusAt(tracker, now)} />
      <Meta>
        {TRACKING_TEXT.lastSeen}: {tracker.last_seen_at ? <CompanyRelativeTime date={tracker.last_seen_at} /> : TRACKING_TEXT.never}
      </Meta>
      {tracker.has_token ? null : <Meta>{TRACKING_TEXT.noToken}</Meta>}
      <Button
        variant="secondary"
        isDisabled={renewing.isLoading}
        aria-label={`${TRACKING_TEXT.newToken}: ${tracker.name}`}
        onPress={() => void act(async () => onToken({ name: tracker.name, token: (await renew(tracker).unwrap()).token }))}
      >
        {TRACKING_TEXT.newToken}
      </Button>
      {tracker.has_token ? (
        <Button variant="secondary" isDisabled={revoking.isLoading} aria-label={`${TRACKING_TEXT.revokeToken}: ${tracker.name}`} onPress={() => void act(() => revoke(tracker).unwrap())}>
          {TRACKING_TEXT.revokeToken}
        </Button>
      ) : null}
    </Row>
  );
}

export function TrackersTab({ group }: { group: TrackingGroup }) {
  const now = useLiveTrackers(group.id);
  const [shown, setShown] = useState<Shown | null>(null);
  return (
    <Columns>
      <Grid>
        <Stack>
          <AddTrackerForm group={group} onCreated={setShown} />
          {shown ? <DeviceToken name={shown.name} token={shown.token} onDone={() => setShown(null)} /> : null}
          {group.trackers.length === 0 ? (
            <p>{TRACKING_TEXT.noTrackers}</p>
          ) : (
            <List aria-label={TRACKING_TEXT.trackersTab(group.trackers.length)}>
              {group.trackers.map((t) => (
                <TrackerRow key={t.id} tracker={t} now={now} onToken={setShown} />
              ))}
            </List>
          )}
        </Stack>
        {group.trackers.length === 0 ? null : (
          <Stack>
            <Heading>{TRACKING_TEXT.liveMap}</Heading>
            <LiveMap trackers={group.trackers} now={now} />
          </Stack>
        )}
      </Grid>
    </Columns>
  );
}
