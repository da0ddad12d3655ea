/**
 * Labels of slice 2's screens as the specification words them (section 2): add
 * buttons, drawer tabs and menu-type names. Screens and tests import these.
 */
import { MENU_TYPES } from './constants';

type MenuTypeOption = (typeof MENU_TYPES)[number];
const MENU_TYPE_LABEL = Object.fromEntries(MENU_TYPES.map((t) => [t.value, t.label])) as {
  readonly [T in MenuTypeOption as T['value']]: T['label'];
};

export const LABEL = {
  addFacility: 'Add Facility',
  addActivity: 'Add Activity',
  addMenu: 'Add Menu',
  addCategory: 'Add Category',
  addItem: 'Add Item',
  addBanner: 'Add Banner',
  addInformation: 'Add Information',
  addQuickAction: 'Add Quick Action',
  addEvent: 'Add Event',
  addRoomType: 'Add Room Type',
  /** Not spec texts: the create forms' buttons, 'Create X' like the spec's Create Facility and Create Task Type. */
  createBanner: 'Create Banner',
  createInformation: 'Create Information',
  createQuickAction: 'Create Quick Action',
  createEvent: 'Create Event',
  createRoomType: 'Create Room Type',
  setActive: 'Set Active',
  setInactive: 'Set Inactive',
  delete: 'Delete',
  /** Not a spec text: the drawer's overflow menu, where Delete sits (issue 18). */
  moreActions: 'More actions',
  save: 'Save',
  cancel: 'Cancel',
  autoTranslate: 'Auto Translate',
  tab: {
    basicInformation: 'Basic Information',
    image: 'Image',
    gallery: 'Gallery',
    menus: 'Menus',
    activities: 'Activities',
    pdf: 'PDF',
    categories: 'Categories',
    items: 'Items',
    cover: 'Cover',
    rooms: 'Rooms',
    text: 'Text',
  },
  /** The menu types' names, from MENU_TYPES (section 9): { menu: 'Ordering Menu', pdf: 'PDF' }. */
  menuType: MENU_TYPE_LABEL,
} as const;
