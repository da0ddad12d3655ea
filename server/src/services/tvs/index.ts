/** Map › TVs (issue 20): staff reads and writes through the seam, the display link, the display page's calls. */
export { createTv, listTvs, oneTv, regenerateLink, updateTv, type TvContext } from './queries';
export { recordHeartbeat, tvManifest, tvOfToken } from './display';
