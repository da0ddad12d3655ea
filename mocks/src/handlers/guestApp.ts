/**
 * The public guest API (issue 21; ADR 0051) over the in-memory store: storage and wiring only. The
 * property is found by its domain (404 otherwise); what a guest sees is the contract's buildGuestApp over
 * the company's rows, the same the server calls. The ETag names the exact body (If-None-Match → 304) and
 * the Cache-Control is the server's; the per-address rate limit is the server's alone (no addresses here).
 */
import { etagMatches, GUEST_APP_MAX_AGE_SECONDS, iconUrl, PRIMARY_COLOR, type GuestImage } from '@atoll/contract';
import { buildGuestApp, changeHash } from '@atoll/contract/domain';
import { MockHttpError, notFound, type ResolverInfo } from '../http';
import { get, open } from '../routes';
import { companyByDomain, mockDb } from '../store';

/** In the mocks an image's URL is a data URL of its bytes; its thumbnail is the same. */
const imageOf = (url: string | null, thumb?: string | null): GuestImage | null => (url ? { url, thumb_url: thumb ?? url } : null);

function guestAppOf(domain: string, lang: string | null) {
  const company = companyByDomain(domain);
  if (!company) throw new MockHttpError(notFound());
  const own = <T extends { company_id: number }>(rows: T[]) => rows.filter((r) => r.company_id === company.id);
  const settings = mockDb.settings.get(company.id);
  const { content } = mockDb;
  const latest = own(mockDb.appVersions).reduce<(typeof mockDb.appVersions)[number] | undefined>((a, v) => (!a || v.id > a.id ? v : a), undefined);
  return buildGuestApp({
    now: new Date(),
    lang,
    languages: [...(mockDb.enabledLanguages.get(company.id) ?? [])],
    property: {
      name: settings?.property_name ?? company.name,
      primary_color: settings?.primary_color ?? PRIMARY_COLOR,
      logo: imageOf(settings?.property_logo ?? null),
      default_image: imageOf(settings?.default_image ?? null),
      time_zone: company.settings.timezone,
    },
    config: latest?.config ?? null,
    facilities: own(content.facilities).map((f) => ({ ...f, cover: imageOf(f.cover, f.cover_thumb) })),
    activities: own(content.activities).map((a) => ({ ...a, cover: imageOf(a.cover, a.cover_thumb) })),
    menus: own(content.menus).map((m) => ({ ...m, pdf: m.pdf.map((p) => ({ language_code: p.language_code, url: p.url })) })),
    events: own(content.events).map((e) => ({ ...e, cover: imageOf(e.cover, e.cover_thumb) })),
    banners: own(content.banners).map((b) => ({ ...b, images: b.image.map((i) => ({ language_code: i.language_code, url: i.url, thumb_url: i.thumb_url })) })),
    quick_actions: own(content.quickActions).map((q) => ({ ...q, icon_url: iconUrl(q.icon) })),
  });
}

function answer({ request, params }: ResolverInfo): Response {
  const lang = new URL(request.url).searchParams.get('lang');
  const text = JSON.stringify({ data: guestAppOf(String(params.domain ?? ''), lang) });
  const headers = { ETag: `"${changeHash(text)}"`, 'Cache-Control': `public, max-age=${GUEST_APP_MAX_AGE_SECONDS}` };
  if (etagMatches(request.headers.get('If-None-Match'), headers.ETag)) return new Response(null, { status: 304, headers });
  return new Response(text, { status: 200, headers: { ...headers, 'Content-Type': 'application/json' } });
}

export const guestAppHandlers = open([get('guest-app/:domain', answer)]);
