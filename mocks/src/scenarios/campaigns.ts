/**
 * Campaigns and the guest app's devices of busyResort (issue 19): phones of most in-house guests and a few
 * of arriving and departed ones, browsers without a stay, one device the provider reported gone, one staff
 * phone of the owner (test sends); and three campaigns already sent, whose recipients are what the
 * contract's devicesReached gives for their audience on seeding, plus one scheduled for tomorrow evening.
 */
import { DEFAULT_TIMEZONE, targetText, type CampaignAudience, type DevicePlatform } from '@atoll/contract';
import { devicesReached, localDate } from '@atoll/contract/domain';
import type { MockDb, StoredDevice } from '../store';
import { nextId } from '../store';

/** [guest's last name and first name or null for no stay, platform, language, gone?] */
type DeviceSeed = [guest: string | null, platform: DevicePlatform, language: string, gone?: boolean];

const DEVICES: DeviceSeed[] = [
  ['Larsen Emma', 'ios', 'en'],
  ['Larsen Oliver', 'android', 'en'],
  ['Tanaka Hiroshi', 'ios', 'ja'],
  ['Rossi Sofia', 'ios', 'it'],
  ["O'Brien Liam", 'android', 'en'],
  ['Rahman Aisha', 'android', 'en'],
  ['Martin Chloé', 'ios', 'fr'],
  ['Walker Grace', 'ios', 'en'],
  ['García Mateo', 'android', 'es'],
  ['Sato Yuki', 'ios', 'ja', true],
  [null, 'web', 'en'],
  [null, 'web', 'de'],
];

const CAMPAIGNS: [name: string, description: string, audience: CampaignAudience, hoursAgo: number][] = [
  ['Sunset dolphin cruise', 'Tonight at 17:30 from the main jetty. Book at the front desk.', { kind: 'in-house' }, 50],
  ['Welcome to Coral Atoll', 'Your villa is ready from 14:00. The buggy meets you at the jetty.', { kind: 'everyone' }, 26],
  ['Spa: 20% off for our guests', 'Every treatment after 20:00 this week, in the Lotus Spa.', { kind: 'language', languages: ['en', 'fr'] }, 3],
];

export function seedCampaigns(db: MockDb, companyId: number, ownerId: number, now: Date = new Date()): void {
  const guests = db.requests.guests.filter((g) => g.company_id === companyId);
  const guestId = (name: string) => guests.find((g) => `${g.last_name} ${g.first_name}` === name)?.id ?? null;
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * 3_600_000).toISOString();
  DEVICES.forEach(([guest, platform, language, gone], index) => {
    const web = platform === 'web';
    const token = web ? `https://fcm.googleapis.com/fcm/send/seed-${index}` : `ExponentPushToken[seed-coral-${index}]`;
    const row: StoredDevice = {
      id: nextId(db),
      company_id: companyId,
      platform,
      provider: web ? 'webpush' : 'expo',
      token,
      subscription: web ? { endpoint: token, keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' } } : null,
      language,
      guest_id: guest ? guestId(guest) : null,
      user_id: null,
      gone_at: gone ? at(2) : null,
      created: at(72 - index),
      last_seen: at(1),
    };
    db.devices.push(row);
  });
  db.devices.push({ ...db.devices[0]!, id: nextId(db), token: 'ExponentPushToken[seed-coral-admin]', guest_id: null, user_id: ownerId, language: 'en' });

  const roomTypeOf = new Map(db.content.roomTypes.filter((t) => t.company_id === companyId).flatMap((t) => t.rooms.map((r) => [r.id, t.id] as const)));
  const audienceGuests = guests.map((g) => ({ ...g, room_type_id: g.room_id === null ? null : (roomTypeOf.get(g.room_id) ?? null) }));
  const today = localDate(now, DEFAULT_TIMEZONE);
  const names = { languages: new Map(db.languages.map((l) => [l.code, l.name_english])) };
  const add = (name: string, description: string, audience: CampaignAudience, created: string, sendAt: string, status: 'sent' | 'scheduled') => {
    const device_ids = devicesReached(audience, db.devices.filter((d) => d.company_id === companyId), audienceGuests, today, DEFAULT_TIMEZONE);
    db.campaigns.push({
      id: nextId(db),
      company_id: companyId,
      name,
      description,
      audience,
      target_text: targetText(audience, names),
      stats: { recipients: device_ids.length },
      status,
      send_at: sendAt,
      created,
      created_by: ownerId,
      device_ids,
    });
  };
  for (const [name, description, audience, hoursAgo] of CAMPAIGNS) add(name, description, audience, at(hoursAgo), at(hoursAgo), 'sent');
  add('Beach BBQ tomorrow', 'Grill and live music on the beach from 19:00.', { kind: 'in-house' }, at(1), at(-24), 'scheduled');
}
