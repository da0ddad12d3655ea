/** Story and test fixtures: the contract's icons as data URLs, so no request leaves the page. */
import { ICON_KEYS, ICON_SHAPES, iconSvg, type Icon } from '@atoll/contract';

export const storyIcons: Icon[] = ICON_KEYS.map((key) => ({
  key,
  name: ICON_SHAPES[key].name,
  url: `data:image/svg+xml,${encodeURIComponent(iconSvg(key))}`,
}));
