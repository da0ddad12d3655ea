/**
 * GET guest-app/{domain} (issue 21; ADR 0051): the guest app's payload. The company is found by its domain
 * (the one statement outside the seam, as at login); every row after it is read through that company's
 * seam and handed whole to the contract's buildGuestApp, which decides what a guest may see.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { iconUrl, type GuestApp, type GuestFacilityPage, type GuestImage } from '@atoll/contract';
import { buildGuestApp, buildGuestFacilityPage, type GuestAppInput } from '@atoll/contract/domain';
import type { Db } from '../db/client';
import {
  activities,
  appVersions,
  bannerImages,
  banners,
  companyLanguages,
  facilities,
  information,
  informationFiles,
  languages,
  menuCategories,
  menuItems,
  menuPdfs,
  menus,
  quickActions,
  recurringEvents,
} from '../db/schema';
import { tenant, type Tenant } from '../db/tenant';
import { notFound } from '../http/errors';
import { fileUrl, thumbUrl } from './files';
import { companyOfGuestDomain } from './guestSessions';

const imageOf = (id: string | null): GuestImage | null => (id ? { url: fileUrl(id), thumb_url: thumbUrl(id) } : null);

/** The company's rows as buildGuestApp takes them (every row: the contract decides what is shown). */
async function guestAppInput(own: Tenant, lang: string | undefined, now: Date): Promise<GuestAppInput> {
  const [company, languageRows, [version], facilityRows, activityRows, menuRows, pdfRows, eventRows, bannerRows, imageRows, actionRows, cardRows, cardFileRows] = await Promise.all([
    own.company(),
    own
      .pick({ code: languages.code }, companyLanguages, eq(companyLanguages.enabled, true))
      .innerJoin(languages, eq(languages.id, companyLanguages.languageId)),
    own.pick({ config: appVersions.config }, appVersions).orderBy(desc(appVersions.id)).limit(1),
    own.select(facilities),
    own.select(activities),
    own.select(menus),
    own.select(menuPdfs),
    own.select(recurringEvents),
    own.select(banners, eq(banners.showOnApp, true)),
    own
      .pick({ bannerId: bannerImages.bannerId, fileId: bannerImages.fileId, languageCode: bannerImages.languageCode }, bannerImages)
      .innerJoin(banners, own.where(banners, and(eq(banners.id, bannerImages.bannerId), eq(banners.showOnApp, true)))),
    own.select(quickActions),
    own.select(information),
    own
      .pick({ informationId: informationFiles.informationId, fileId: informationFiles.fileId, kind: informationFiles.kind, languageCode: informationFiles.languageCode }, informationFiles)
      .orderBy(asc(informationFiles.seq)),
  ]);
  return {
    now,
    lang,
    languages: languageRows.map((r) => r.code),
    property: {
      name: company.propertyName,
      primary_color: company.primaryColor,
      logo: imageOf(company.propertyLogoFileId),
      default_image: imageOf(company.defaultImageFileId),
      time_zone: company.timezone,
    },
    config: version?.config ?? null,
    facilities: facilityRows.map((f) => ({
      id: f.id,
      sort_order: f.sortOrder,
      active: f.active,
      parent_id: f.parentId,
      name: f.name,
      description: f.description,
      show_app_home: f.showAppHome,
      cover: imageOf(f.coverFileId),
    })),
    activities: activityRows.map((a) => ({
      id: a.id,
      sort_order: a.sortOrder,
      active: a.active,
      facility_id: a.facilityId,
      name: a.name,
      price_text: a.priceText,
      description: a.description,
      cover: imageOf(a.coverFileId),
    })),
    menus: menuRows.map((m) => ({
      id: m.id,
      sort_order: m.sortOrder,
      active: m.active,
      facility_id: m.facilityId,
      name: m.name,
      type: m.type,
      short_description: m.shortDescription,
      pdf: pdfRows.filter((p) => p.menuId === m.id).map((p) => ({ language_code: p.languageCode, url: fileUrl(p.fileId) })),
    })),
    events: eventRows.map((e) => ({
      id: e.id,
      name: e.name,
      description: e.description,
      start_time: e.startTime,
      end_time: e.endTime,
      cover: imageOf(e.coverFileId),
      active: e.active,
      weekly_recurring_day: e.weeklyDays,
    })),
    banners: bannerRows.map((b) => ({
      id: b.id,
      sort_order: b.sortOrder,
      show_on_app: b.showOnApp,
      description: b.description,
      related_type: b.relatedType,
      related_id: b.relatedId,
      images: imageRows.filter((r) => r.bannerId === b.id).map((r) => ({ language_code: r.languageCode, url: fileUrl(r.fileId), thumb_url: thumbUrl(r.fileId) })),
    })),
    quick_actions: actionRows.map((q) => ({
      id: q.id,
      sort_order: q.sortOrder,
      name: q.name,
      type: q.type,
      payload: q.payload,
      icon_url: iconUrl(q.icon),
      related_type: q.relatedType,
      related_id: q.relatedId,
    })),
    information: cardRows.map((i) => {
      const files = cardFileRows.filter((f) => f.informationId === i.id);
      return {
        id: i.id,
        sort_order: i.sortOrder,
        name: i.name,
        description: i.description,
        content_type: i.contentType,
        cover: imageOf(i.coverFileId),
        text: i.contentText,
        images: files.filter((f) => f.kind === 'image').map((f) => ({ language_code: f.languageCode, url: fileUrl(f.fileId), thumb_url: thumbUrl(f.fileId) })),
        pdf: files.filter((f) => f.kind === 'pdf').map((f) => ({ language_code: f.languageCode, url: fileUrl(f.fileId) })),
      };
    }),
  };
}

/** GET guest-app/{domain}. */
export async function guestApp(db: Db, domain: string, lang: string | undefined, now: Date): Promise<GuestApp> {
  const own = tenant(db, (await companyOfGuestDomain(db, domain)).id);
  return buildGuestApp(await guestAppInput(own, lang, now));
}

/** GET guest-app/{domain}/facilities/{id}: 404 when the app does not show that facility (inactive, another company's, none). */
export async function guestFacilityPage(db: Db, domain: string, facilityId: number, lang: string | undefined, now: Date): Promise<GuestFacilityPage> {
  const own = tenant(db, (await companyOfGuestDomain(db, domain)).id);
  const input = await guestAppInput(own, lang, now);
  const menuIds = input.menus.filter((m) => m.facility_id === facilityId).map((m) => m.id);
  const [categoryRows, itemRows] = menuIds.length
    ? await Promise.all([own.select(menuCategories, inArray(menuCategories.menuId, menuIds)), own.select(menuItems, inArray(menuItems.menuId, menuIds))])
    : [[], []];
  const page = buildGuestFacilityPage(
    {
      ...input,
      categories: categoryRows.map((c) => ({ id: c.id, menu_id: c.menuId, sort_order: c.sortOrder, name: c.name, cover: imageOf(c.coverFileId) })),
      items: itemRows.map((i) => ({
        id: i.id,
        menu_id: i.menuId,
        category_id: i.categoryId,
        sort_order: i.sortOrder,
        name: i.name,
        price_text: i.priceText,
        description: i.description,
        cover: imageOf(i.coverFileId),
      })),
    },
    facilityId,
  );
  if (!page) throw notFound();
  return page;
}
