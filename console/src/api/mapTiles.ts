/**
 * The map's tile source (GET map/tiles, issue 20) for every map of the console: the kit's MapView takes
 * `tiles` from `useMapTiles()`. The address is the server's public tile route (MAP_TILE_PATH, the same
 * whatever the provider); the attribution names the provider, or says the tiles are plain drawn ones.
 * Shared here, not in a feature: Map Settings, Key Places and Tracking all draw maps.
 */
import { MAP_TILE_PATH, type MapTiles } from '@atoll/contract';
import { baseApi } from './baseApi';

export const mapTilesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMapTiles: build.query<MapTiles, void>({
      query: () => 'map/tiles',
      // Set by the server's environment: it does not change while the console is open.
      keepUnusedDataFor: 3600,
      // A failure only delays the attribution; the tiles load from MAP_TILE_PATH anyway.
      extraOptions: { silent: true },
    }),
  }),
});

/** The tiles for a MapView: the server's tile address at once, the attribution once GET map/tiles answers ('' until then). */
export function useMapTiles(): MapTiles {
  const { data } = mapTilesApi.useGetMapTilesQuery();
  return data ?? { url: MAP_TILE_PATH, attribution: '' };
}
