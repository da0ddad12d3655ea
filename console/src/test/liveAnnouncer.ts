/**
 * React Aria announces a pending Button through its shared live region with an
 * aria-labelledby pointing at an element that is gone once the button settles;
 * until the message expires (~7 s) axe reports it (role-img-alt). Screen
 * stories that submit forms clear the region before axe runs and before the
 * next story renders (the kit's stories do the same).
 */
import { clearAnnouncer } from 'react-aria/private/live-announcer/LiveAnnouncer';

export function clearLiveAnnouncer(): void {
  clearAnnouncer('assertive');
  clearAnnouncer('polite');
}
