/**
 * A TV's status from its last heartbeat — Online (green), Offline (grey) only after
 * TV_OFFLINE_AFTER_MINUTES, Never seen — with when it was last seen. The contract's tvStatus is
 * re-read every half minute, so a TV turns offline on screen without a reload.
 */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { TV_STATUS_TEXT, TVS_TEXT, tvStatus, type Tv } from '@atoll/contract';
import { StatusBadge } from '@atoll/ui-kit';
import { CompanyRelativeTime } from '#app/CompanyTime.tsx';

const TICK_MS = 30_000;
const COLOR = { online: 'green', offline: 'grey', 'never-seen': 'yellow' } as const;

const Stack = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(tick);
  }, []);
  return now;
}

export function TvStatus({ tv }: { tv: Pick<Tv, 'last_seen'> }) {
  const status = tvStatus(tv.last_seen, useNow());
  return (
    <Stack>
      <StatusBadge text={TV_STATUS_TEXT[status]} color={COLOR[status]} />
      {tv.last_seen ? <CompanyRelativeTime date={tv.last_seen} /> : <span>{TVS_TEXT.never}</span>}
    </Stack>
  );
}
