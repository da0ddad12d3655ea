/**
 * THE route table (spec section 2). The router and the NavBar menu are both
 * built from it, so a screen, its menu entry and the permission that shows it
 * are declared once. Each screen is loaded on demand (route-level code splitting).
 */
import type { ComponentType } from 'react';
import { PERMISSION, TASK_TYPES_TEXT, type PermissionKey } from '@atoll/contract';
import { PATHS } from './paths';

export const MENU_GROUPS = ['Hotel', 'Guests', 'Requests', 'Map', 'Tasks', 'Admin'] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

/** Who may open a route: logged-out visitors only, logged-in users only, or both. */
export type RouteAccess = 'guest' | 'session' | 'any';

/** A screen module: its default export is the page component. */
export type ScreenModule = { default: ComponentType };

export interface AppRoute {
  path: string;
  /** Page title (menu label when the route is in the menu). */
  title: string;
  /**
   * The screen's h1 when it says more than the menu label (Tasks › Types is 'Task Types'). index.html's
   * first paint shows it before the screen's code arrives (vite.config.ts, bootShell). @default title
   */
  heading?: string;
  access: RouteAccess;
  /** Loads the screen on first visit (its own JavaScript chunk). */
  load: () => Promise<ScreenModule>;
  /** Where it appears in the NavBar menu; routes without it are not in the menu. */
  menuGroup?: MenuGroup;
  /** Permissions that show the menu item (section 6); none means everyone sees it. */
  permissions?: PermissionKey[];
  /** How several permissions combine. @default 'or' */
  permissionMode?: 'and' | 'or';
}

// The owner always keeps administrator rights, as the server decides (server/src/http/auth.ts).
const { manageHotelContent: hotel, manageCampaigns, manageFacilityRequests, readFacilityRequests, manageMap, manageTaskTypes, appEditor, companyAdministrator, companyOwner } =
  PERMISSION;

export const ROUTES: AppRoute[] = [
  { path: PATHS.login, title: 'Login', access: 'guest', load: () => import('../features/login/LoginPage') },
  { path: PATHS.signup, title: 'Sign Up', access: 'guest', load: () => import('../features/signup/SignupPage') },
  { path: PATHS.activate, title: 'Activate Account', access: 'any', load: () => import('../features/activation/ActivationPage') },
  // 'Forgot password?' (issue 18): the request for logged-out visitors; the e-mailed link opens in either state, as activation.
  { path: PATHS.forgotPassword, title: 'Reset Password', access: 'guest', load: () => import('../features/login/ForgotPasswordPage') },
  { path: PATHS.resetPassword, title: 'Choose a New Password', access: 'any', load: () => import('../features/login/ResetPasswordPage') },
  { path: PATHS.home, title: 'Home', access: 'session', load: () => import('../features/home/HomePage') },

  // Menu order follows section 2: Hotel, Guests, Requests, Map, Tasks, Admin.
  { path: PATHS.hotelFacilities, title: 'Facilities', access: 'session', menuGroup: 'Hotel', permissions: [hotel], load: () => import('../features/facilities/FacilitiesPage') },
  { path: PATHS.hotelBanners, title: 'Banners', access: 'session', menuGroup: 'Hotel', permissions: [hotel], load: () => import('../features/banners/BannersPage') },
  { path: PATHS.hotelInformation, title: 'Information', access: 'session', menuGroup: 'Hotel', permissions: [hotel], load: () => import('../features/information/InformationPage') },
  { path: PATHS.hotelQuickActions, title: 'Quick Actions', access: 'session', menuGroup: 'Hotel', permissions: [hotel], load: () => import('../features/quick-actions/QuickActionsPage') },
  { path: PATHS.hotelEvents, title: 'Events', access: 'session', menuGroup: 'Hotel', permissions: [hotel], load: () => import('../features/events/EventsPage') },
  { path: PATHS.hotelRooms, title: 'Rooms', access: 'session', menuGroup: 'Hotel', permissions: [hotel], load: () => import('../features/rooms/RoomTypesPage') },

  { path: PATHS.guestsList, title: 'Guest List', access: 'session', menuGroup: 'Guests', load: () => import('../features/guests/GuestsScreen') },
  { path: PATHS.guestsCampaigns, title: 'Campaigns', access: 'session', menuGroup: 'Guests', permissions: [manageCampaigns], load: () => import('../features/campaigns/CampaignsScreen') },

  { path: PATHS.requestsSlots, title: 'Slots', access: 'session', menuGroup: 'Requests', permissions: [manageFacilityRequests, readFacilityRequests], load: () => import('../features/bookings/SlotsPage') },
  { path: PATHS.requestsBookings, title: 'Requests', access: 'session', menuGroup: 'Requests', permissions: [manageFacilityRequests, readFacilityRequests], load: () => import('../features/bookings/RequestsScreen') },

  { path: PATHS.mapSettings, title: 'Map Settings', access: 'session', menuGroup: 'Map', permissions: [manageMap], load: () => import('../features/map-settings/MapSettingsPage') },
  { path: PATHS.mapKeyPlaces, title: 'Key Places', access: 'session', menuGroup: 'Map', permissions: [manageMap], load: () => import('../features/key-places/KeyPlacesPage') },
  { path: PATHS.mapTracking, title: 'Tracking', access: 'session', menuGroup: 'Map', permissions: [manageMap], load: () => import('../features/tracking/TrackingPage') },
  { path: PATHS.mapTvs, title: 'TVs', access: 'session', menuGroup: 'Map', permissions: [manageMap], load: () => import('../features/tvs/TvsPage') },

  { path: PATHS.tasksTypes, title: 'Types', heading: TASK_TYPES_TEXT.title, access: 'session', menuGroup: 'Tasks', permissions: [manageTaskTypes], load: () => import('../features/task-types/TaskTypesPage') },

  { path: PATHS.adminAppEditor, title: 'App Editor', access: 'session', menuGroup: 'Admin', permissions: [appEditor], load: () => import('../features/app-editor/AppEditorPage') },
  { path: PATHS.adminSettings, title: 'Settings', access: 'session', menuGroup: 'Admin', permissions: [companyAdministrator, companyOwner], load: () => import('../features/settings/SettingsPage') },
  { path: PATHS.adminUsers, title: 'Users', access: 'session', menuGroup: 'Admin', permissions: [companyAdministrator, companyOwner], load: () => import('../features/users/UsersPage') },
];
