/** A place to show on the map as a marker. */
export interface MapPoint {
  id: string;
  latitude: number;
  longitude: number;
  /** The marker's accessible name and tooltip (an address or a title). */
  title: string;
}

/** Where the map's tiles come from: a Leaflet URL template ({z}/{x}/{y}, optional {s}). */
export interface MapTiles {
  urlTemplate: string;
  attribution: string;
  maxZoom: number;
}

export interface PointsMapProps {
  /** The points to mark; the map fits them all in view. */
  points: readonly MapPoint[];
  /** The tile source, from configuration (the `mapTiles` query field). */
  tiles: MapTiles;
  /** The point drawn as chosen; the map pans to it. */
  selectedId?: string | null;
  /** Called when a marker is clicked or chosen with the keyboard. */
  onSelect?: (id: string) => void;
  /** The map region's accessible name. */
  label: string;
  /** Where to look with no points: [latitude, longitude] (default Saint Petersburg). */
  center?: readonly [number, number];
  /** The zoom with one point or none (default 12). */
  zoom?: number;
  className?: string;
}
