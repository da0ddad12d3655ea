/**
 * TVs of busyResort (Map › TVs): a lobby TV that reported a minute ago (online; its heartbeat is
 * seeded relative to the real clock, or it would always read offline) and a restaurant TV last seen
 * before the seed time (offline). Their display tokens are fixed so stories and tests can open them.
 */
import type { MockDb } from '../../store';
import { nextId } from '../../store';
import { hoursBefore } from '../seed';

export const SEED_TV_TOKENS = {
  lobby: 'LobbyTvDisplayLink-busyResort-0123456789abc',
  restaurant: 'ReefRestaurantTvLink-busyResort-0123456789x',
} as const;

export function seedTvs(db: MockDb, companyId: number): void {
  db.tvs.push(
    {
      id: nextId(db),
      company_id: companyId,
      name: 'Lobby TV',
      lat: 4.17552,
      lng: 73.50928,
      token: SEED_TV_TOKENS.lobby,
      last_seen: new Date(Date.now() - 60_000).toISOString(),
      heartbeat: { version: '2026.11.26', uptime_s: 86_400, resolution: '1920x1080', current_slide: 'banner', wake_lock: 'held' },
      updated: hoursBefore(48),
    },
    {
      id: nextId(db),
      company_id: companyId,
      name: 'Reef Restaurant TV',
      lat: 4.17431,
      lng: 73.51102,
      token: SEED_TV_TOKENS.restaurant,
      last_seen: hoursBefore(5),
      heartbeat: { version: '2026.11.20', uptime_s: 3_600, resolution: '3840x2160', current_slide: 'events', wake_lock: 'released' },
      updated: hoursBefore(72),
    },
  );
}
