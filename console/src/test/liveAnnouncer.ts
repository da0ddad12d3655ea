/**
 * React Aria announces a pending Button through its shared live region with an aria-labelledby pointing at an
 * element that is gone once the button settles; until the message expires (~7 s) axe reports it (role-img-alt).
 * Screen stories that submit forms clear the region before axe runs. Every story starts with an empty region
 * (.storybook/preview.tsx). One implementation, the kit's.
 */
export { clearLiveAnnouncer } from '../../../ui-kit/src/test-utils/liveAnnouncer';
