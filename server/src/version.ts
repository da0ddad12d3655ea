/** The server's version (server/package.json), e.g. in the map tile requests' User-Agent. */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
export const SERVER_VERSION: string = (require('../package.json') as { version: string }).version;
