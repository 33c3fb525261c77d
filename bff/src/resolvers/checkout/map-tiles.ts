import type { MapTiles } from '../../__generated__/resolvers-types.ts';

const OSM_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

/**
 * The map tile source from the environment: MAP_TILE_URL (a Leaflet URL template), with
 * MAP_TILE_ATTRIBUTION and MAP_TILE_MAX_ZOOM; OpenStreetMap's public tiles when unset. It travels
 * to the browser in the server-rendered page's Apollo state, so the web needs no build-time value.
 */
export function mapTilesFromEnv(env: NodeJS.ProcessEnv = process.env): MapTiles {
  const url = env['MAP_TILE_URL']?.trim();
  const maxZoom = Number(env['MAP_TILE_MAX_ZOOM']);
  return {
    urlTemplate: url || OSM_TILES,
    attribution: env['MAP_TILE_ATTRIBUTION']?.trim() || (url ? '' : OSM_ATTRIBUTION),
    maxZoom: Number.isInteger(maxZoom) && maxZoom > 0 && maxZoom <= 22 ? maxZoom : 19,
  };
}
