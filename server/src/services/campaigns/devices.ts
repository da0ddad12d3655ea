/**
 * The guest app's devices (POST/DELETE app/devices, public): an installation registers its Expo push token
 * or Web Push subscription with the property's domain, its platform and language, and optionally the guest's
 * confirmation number (linking it to the stay: domain stayForDevice). Registering the same token again is the
 * same device (UNIQUE company, provider, token): its language, stay and subscription are updated and a token
 * the provider had reported gone is usable again. A staff session sent along links the device to that user
 * (the target of a campaign's test send). The token never leaves the server.
 */
import { and, eq, sql } from 'drizzle-orm';
import { CAMPAIGN_MSG, providerOf, type Device, type DevicePayload, type WebPushSubscription } from '@atoll/contract';
import { localDate, ruleField, stayForDevice } from '@atoll/contract/domain';
import { companies, devices, guests } from '../../db/schema';
import { tenant } from '../../db/tenant';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../deps';

/** The company a public call names by its domain (as at login); unknown → 422 on `company`. */
export async function companyByDomain(db: Db, domain: string) {
  // No session: the domain picks the company (companies is not a company's rows).
  const [row] = await db.select().from(companies).where(eq(companies.username, domain.trim().toLowerCase()));
  if (!row) throw ruleField('company', CAMPAIGN_MSG.deviceUnknownCompany);
  return row;
}

const toDevice = (row: typeof devices.$inferSelect): Device => ({
  id: row.id,
  platform: row.platform,
  provider: row.provider,
  language: row.language,
  linked_to_stay: row.guestId !== null,
  linked_to_user: row.userId !== null,
});

export async function registerDevice(db: Db, input: DevicePayload, session: AuthContext | undefined, now: Date): Promise<{ device: Device; created: boolean }> {
  const company = await companyByDomain(db, input.company);
  const own = tenant(db, company.id);
  let guestId: number | undefined;
  const confirmation = input.confirmation_number?.trim();
  if (confirmation) {
    const candidates = await own.pick(
      { id: guests.id, arrivalDate: guests.arrivalDate, departureDate: guests.departureDate, pmsCheckoutAt: guests.pmsCheckoutAt },
      guests,
      eq(sql`lower(${guests.confirmationNumber})`, confirmation.toLowerCase()),
    );
    guestId = stayForDevice(
      candidates.map((g) => ({ id: g.id, arrival_date: g.arrivalDate, departure_date: g.departureDate, pms_checkout_at: g.pmsCheckoutAt?.toISOString() ?? null })),
      localDate(now, company.timezone),
    );
  }
  // A staff session of this company links the device to its user; any other session is ignored.
  const userId = session && session.company.id === company.id ? session.user.id : undefined;
  const platform = input.platform as Device['platform'];
  const provider = providerOf(platform);
  const subscription = provider === 'webpush' ? (input.subscription as WebPushSubscription) : null;
  const token = provider === 'webpush' ? subscription!.endpoint : input.token!;
  const [row] = await own
    .insert(devices, { platform, provider, token, subscription, language: input.language, guestId: guestId ?? null, userId: userId ?? null, createdAt: now, lastSeenAt: now })
    .onConflictDoUpdate({
      target: [devices.companyId, devices.provider, devices.token],
      set: {
        platform,
        subscription,
        language: input.language,
        goneAt: null,
        lastSeenAt: now,
        ...(guestId !== undefined ? { guestId } : {}),
        ...(userId !== undefined ? { userId } : {}),
      },
    })
    .returning();
  return { device: toDevice(row!), created: row!.createdAt.getTime() === row!.lastSeenAt.getTime() };
}

/** Unregisters the installation with this token (Expo token or Web Push endpoint) of the company; none is fine. */
export async function removeDevice(db: Db, domain: string, token: string): Promise<void> {
  const company = await companyByDomain(db, domain);
  await tenant(db, company.id).delete(devices, and(eq(devices.token, token.trim()))!);
}
