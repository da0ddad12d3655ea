/** Settings' own words that its first paint and its lazily loaded form both show. */
import { LOGO_HINT } from '@atoll/contract';

export const LOGO_SIZE_HINT = `Recommended: ${LOGO_HINT.width}x${LOGO_HINT.height} px`;
export const DEFAULT_IMAGE_HINT = 'Shown on cards that have no cover of their own.';
