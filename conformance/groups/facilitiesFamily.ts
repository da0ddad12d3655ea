/** The facilities family as one group: facilities, activities, menus, categories, items and the delete cascade. */
import { defineGroup } from '../harness';
import { facilities } from './facilities';
import { facilityDelete } from './facilityDelete';
import { menus } from './menus';

export const facilitiesFamily = defineGroup([...facilities.covers, ...menus.covers, ...facilityDelete.covers], (api, who) => {
  facilities(api, who);
  menus(api, who);
  facilityDelete(api, who);
});
