/**
 * `busyResort`: Coral Atoll Resort in full swing. ~35 staff of many
 * designations and all three statuses (invited ones included), six languages,
 * a green PMS integration, manual rooms, a logo, and Nadia, who works without
 * admin permissions (for permission-hiding tests).
 */
import { PERMISSION, ownerPermissions, type PermissionsMap, type User } from '@atoll/contract';
import { createSession } from '../session';
import type { MockDb } from '../store';
import { hoursBefore, seedCompany, seedUser } from './seed';
import { CORAL_DEFAULT_IMAGE, CORAL_LOGO } from './images';
import { seedBanners } from './content/banners';
import { seedEvents } from './content/events';
import { seedInformation } from './content/information';
import { seedLocations } from './content/locations';
import { seedQuickActions } from './content/quickActions';
import { seedRoomTypes } from './content/roomTypes';
import { seedTaskTypes } from './content/taskTypes';
import { seedTvs } from './content/tvs';
import { seedCoralFacilities } from './content/facilities';
import { seedGuests } from './guests';
import { seedBookingTypes } from './bookingTypes';
import { seedBookings } from './bookings';
import { seedCampaigns } from './campaigns';
import { seedMap } from './content/map';
import { seedTracking } from './tracking';

const all = { objects: 'all' as const };

export const BUSY_RESORT = {
  companyId: 100,
  domain: 'coral-atoll',
  name: 'Coral Atoll Resort',
  owner: { id: 101, username: 'amira', password: 'coral-owner-2026', name: 'Amira Hassan' },
  admin: { id: 102, username: 'ibrahim', password: 'coral-admin-2026', name: 'Ibrahim Didi' },
  /** No company-administrator: Settings and Users are hidden from her. */
  staff: { id: 103, username: 'nadia', password: 'coral-staff-2026', name: 'Nadia Shareef' },
  invited: { id: 104, username: 'hawwa', name: 'Hawwa Saeed' },
  tokens: {
    owner: 'mock-token-busy-resort-owner',
    admin: 'mock-token-busy-resort-admin',
    staff: 'mock-token-busy-resort-staff',
    /** Activation link token of the invited user Hawwa. */
    activation: 'mock-activation-busy-resort-hawwa',
  },
  languages: ['ar', 'zh', 'de', 'fr', 'ru'],
  manualRooms: ['101', '102', '103', '104', '201', '202', '203', 'Water Villa 1', 'Water Villa 2', 'Beach Villa 7'],
} as const;

const ADMIN_PERMISSIONS: PermissionsMap = {
  [PERMISSION.companyAdministrator]: all,
  [PERMISSION.manageHotelContent]: all,
  [PERMISSION.manageFacilityRequests]: all,
  [PERMISSION.readFacilityRequests]: all,
};
const STAFF_PERMISSIONS: PermissionsMap = {
  [PERMISSION.manageHotelContent]: all,
  [PERMISSION.manageCampaigns]: all,
  [PERMISSION.readFacilityRequests]: { objects: [1, 2] },
};

/** [name, username, designation, status] of the rest of the team. */
const TEAM: Array<[string, string, string, User['status']]> = [
  ['Ahmed Naseem', 'ahmed', 'Front Office Agent', 'active'],
  ['Aishath Leena', 'leena', 'Guest Relations Officer', 'active'],
  ['Ali Shiham', 'shiham', 'Dive Instructor', 'active'],
  ['Aminath Riza', 'riza', 'Spa Therapist', 'invited'],
  ['Carlos Mendes', 'carlos', 'Executive Chef', 'active'],
  ['Chen Wei', 'chenwei', 'Butler', 'active'],
  ['Fathimath Zahra', 'zahra', 'Reservations Manager', 'active'],
  ['Giulia Romano', 'giulia', 'Sommelier', 'disabled'],
  ['Hassan Moosa', 'hmoosa', 'Boat Captain', 'active'],
  ['Ismail Fayaz', 'fayaz', 'IT Officer', 'active'],
  ['Jana Novak', 'jana', 'Marine Biologist', 'invited'],
  ['Kenji Sato', 'kenji', 'Night Auditor', 'active'],
  ['Lucas Martin', 'lucas', 'F&B Manager', 'active'],
  ['Mariyam Shifa', 'shifa', 'Housekeeping Supervisor', 'active'],
  ['Mohamed Zuhair', 'zuhair', 'Security Officer', 'active'],
  ['Nasheeda Ali', 'nasheeda', 'Spa Manager', 'active'],
  ['Olivia Brown', 'olivia', 'Concierge', 'disabled'],
  ['Priya Nair', 'priya', 'Yoga Instructor', 'active'],
  ['Rashid Waheed', 'rashid', 'Maintenance Engineer', 'active'],
  ['Sara Lindqvist', 'sara', 'Kids Club Host', 'invited'],
  ['Shareef Ibrahim', 'shareef', 'Boat Captain', 'active'],
  ['Sophie Laurent', 'sophie', 'Guest Experience Manager', 'active'],
  ['Thomas Keller', 'thomas', 'Pastry Chef', 'active'],
  ['Visam Abdulla', 'visam', 'Water Sports Instructor', 'active'],
  ['Yasmin Adam', 'yasmin', 'Receptionist', 'active'],
  ['Yusuf Hameed', 'yusuf', 'Bar Supervisor', 'invited'],
  ['Zaid Rauf', 'zaid', 'Receptionist', 'active'],
  ['Zeena Hussain', 'zeena', 'Training Manager', 'active'],
  ['Anil Kumar', 'anil', 'Accountant', 'disabled'],
  ['Mia Schneider', 'mia', 'Diving Centre Manager', 'active'],
  ['Hamid Latheef', 'hamid', 'Gardener', 'active'],
];

export function seedBusyResort(db: MockDb): void {
  const { companyId, domain, name, owner, admin, staff, invited, tokens } = BUSY_RESORT;
  seedCompany(db, {
    id: companyId,
    name,
    domain,
    type: 'resort',
    size: '100+',
    languages: [...BUSY_RESORT.languages],
    settings: { primary_color: '#319795', property_logo: CORAL_LOGO, default_image: CORAL_DEFAULT_IMAGE },
  });
  const mail = (username: string) => `${username}@coralatoll.example`;
  seedUser(db, companyId, {
    ...owner, designation: 'General Manager', email: mail(owner.username), mobile: '+960 7900001',
    is_owner: true, permissions: ownerPermissions(), updated: hoursBefore(400),
  });
  seedUser(db, companyId, {
    ...admin, designation: 'Front Office Manager', email: mail(admin.username), mobile: '+960 7900002',
    permissions: ADMIN_PERMISSIONS, updated: hoursBefore(30),
  });
  seedUser(db, companyId, {
    ...staff, designation: 'Guest Relations Manager', email: mail(staff.username), mobile: '+960 7900003',
    permissions: STAFF_PERMISSIONS, updated: hoursBefore(5),
  });
  seedUser(db, companyId, {
    ...invited, designation: 'Spa Receptionist', email: mail(invited.username), status: 'invited', updated: hoursBefore(2),
  });
  db.activationTokens.set(tokens.activation, invited.id);

  TEAM.forEach(([fullName, username, designation, status], index) => {
    const id = 105 + index;
    seedUser(db, companyId, {
      id,
      name: fullName,
      username,
      designation,
      email: index % 4 === 3 ? null : mail(username),
      mobile: index % 3 === 2 ? null : `+960 79${String(10000 + index * 37).padStart(5, '0')}`,
      status,
      password: `${username}-pass-2026`,
      permissions: index % 5 === 0 ? { [PERMISSION.readFacilityRequests]: all } : {},
      updated: hoursBefore(7 + index * 13),
    });
    if (status === 'invited') db.activationTokens.set(`mock-activation-busy-resort-${username}`, id);
  });

  db.pms.set(companyId, [
    { id: 1, integration: 'Opera Cloud PMS', ui_status: { text: 'Connected', color: 'green' }, last_synced_at: hoursBefore(0.25) },
  ]);
  db.manualRooms.set(companyId, BUSY_RESORT.manualRooms.map((number) => ({ number })));

  seedCoralFacilities(db, companyId);

  // Hotel content (slice 2): banners, information cards, events, quick actions, room types.
  const { wifiId } = seedInformation(db, companyId);
  const { bbqId } = seedEvents(db, companyId);
  seedBanners(db, companyId, { informationId: wifiId });
  seedQuickActions(db, companyId, { eventId: bbqId });
  seedRoomTypes(db, companyId);
  seedTaskTypes(db, companyId);
  seedTvs(db, companyId);
  seedLocations(db, companyId);
  seedGuests(db, companyId);
  seedBookingTypes(db, companyId);
  seedBookings(db, companyId, admin.id);
  seedCampaigns(db, companyId, owner.id);
  seedMap(db, companyId);
  seedTracking(db, companyId);

  createSession(owner.id, tokens.owner, db);
  createSession(admin.id, tokens.admin, db);
  createSession(staff.id, tokens.staff, db);
}
