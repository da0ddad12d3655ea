/**
 * A hotel fills its guest app from the console, end to end: the built console
 * and server as `npm start` serves them, a real Chromium, a fresh database
 * (PGlite, or PostgreSQL with E2E_DATABASE_URL). The owner creates the Hotel
 * content through the screens, by role and accessible name; a reload and a
 * server restart find all of it. A colleague without manage-hotel-content
 * sees no Hotel menu and gets 403 from the Hotel API.
 *
 * The company is signed up through the API (the wizard has its own walk in
 * new-hotel.test.ts); the owner logs in through the login screen.
 */
import { describe, expect, it } from 'vitest';
import { PATHS } from '../console/src/app/paths';
import { useE2E, type Person } from './harness/suite';
import { hasSession, logIn } from './screens/login';
import { Journey } from './walks/journey';
import { walkHotelAccess } from './walks/hotelAccess';
import { expectFacilitiesShown, facilitiesToMake, walkDeleteFacility, walkFacilities, type FacilitiesMade } from './walks/hotelFacilities';
import { bannerToMake, expectBannersShown, walkBanners, type BannerMade } from './walks/hotelBanners';
import { eventToMake, expectEventsShown, walkEvents, type EventMade } from './walks/hotelEvents';
import { expectInformationShown, informationToMake, walkInformation, type InformationMade } from './walks/hotelInformation';
import { expectQuickActionsShown, quickActionToMake, walkQuickActions, type QuickActionMade } from './walks/hotelQuickActions';
import { expectRoomsShown, roomsToMake, walkRooms, type RoomsMade } from './walks/hotelRooms';

interface HotelContentMade {
  facilities?: FacilitiesMade;
  banner?: BannerMade;
  event?: EventMade;
  information?: InformationMade;
  quickAction?: QuickActionMade;
  rooms?: RoomsMade;
}

describe.sequential('a hotel fills its guest app', () => {
  const e2e = useE2E();
  let journeySoFar: Journey | undefined;
  let owner: Person | undefined;
  const made: HotelContentMade = {};

  const journey = () => (journeySoFar ??= new Journey(e2e.product().api));

  /** The owner's browser, logged in through the login screen, at Home. */
  async function ownerPage() {
    await journey().ensureCompany();
    owner ??= await e2e.newPerson();
    if (!(await hasSession(owner.page))) await logIn(owner.page, journey().ownerCredentials);
    else await owner.page.goto(PATHS.home);
    return owner.page;
  }

  /**
   * Checks what each walk made; a walk that failed has its own red test, so
   * its check is left out here, but something must have been made.
   */
  async function expectAllShown(page: Awaited<ReturnType<typeof ownerPage>>) {
    expect(Object.keys(made), 'content made by the walks above').not.toEqual([]);
    if (made.facilities) await expectFacilitiesShown(page, made.facilities);
    if (made.banner) await expectBannersShown(page, made.banner);
    if (made.event) await expectEventsShown(page, made.event);
    if (made.information) await expectInformationShown(page, made.information);
    if (made.quickAction) await expectQuickActionsShown(page, made.quickAction);
    if (made.rooms) await expectRoomsShown(page, made.rooms);
  }

  it('1. a facility with a cover and gallery, an activity, a PDF menu and an ordering menu with a category and an item', async () => {
    const facilities = facilitiesToMake();
    await walkFacilities(await ownerPage(), facilities);
    made.facilities = facilities;
  });

  it('2. a banner shown in the app, pointing at the facility, with an English image', async () => {
    const banner = bannerToMake(made.facilities?.facility);
    await walkBanners(await ownerPage(), banner);
    made.banner = banner;
  });

  it('3. a weekly event with times, days, a description and a cover, set inactive', async () => {
    const event = eventToMake();
    await walkEvents(await ownerPage(), event);
    made.event = event;
  });

  it('4. an information card of each content type: text (with a cover), image and PDF, with their content', async () => {
    const information = informationToMake();
    await walkInformation(await ownerPage(), information);
    made.information = information;
  });

  it('5. a quick action that calls reception, with the Phone icon', async () => {
    const quickAction = quickActionToMake();
    await walkQuickActions(await ownerPage(), quickAction);
    made.quickAction = quickAction;
  });

  it('6. a room type with a cover and two rooms, each with its QR link', async () => {
    const rooms = roomsToMake();
    await walkRooms(await ownerPage(), rooms);
    made.rooms = rooms;
  });

  it('7. after a reload, everything is there', async () => {
    const page = await ownerPage();
    await page.reload();
    await expectAllShown(page);
  });

  it('8. a colleague without manage-hotel-content sees no Hotel menu and gets 403 from the Hotel API', async () => {
    await journey().ensureColleague();
    const colleague = await e2e.newPerson();
    await logIn(colleague.page, journey().colleagueCredentials);
    await walkHotelAccess(e2e.product(), colleague.page, journey());
  });

  it('9. after a server restart, everything is there', async () => {
    await e2e.product().restart();
    const page = await ownerPage();
    await expectAllShown(page);
  });

  it('10. deleting the facility removes its card and its files and clears the banner’s link to it', async () => {
    expect(made.facilities, 'the facility of walk 1').toBeDefined();
    await walkDeleteFacility(await ownerPage(), made.facilities!, made.banner);
  });
});
