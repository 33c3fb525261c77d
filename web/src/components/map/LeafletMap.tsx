import { divIcon, latLngBounds, type DivIcon } from 'leaflet';
import leafletCssUrl from 'leaflet/dist/leaflet.css?url';
import { useEffect, useMemo, useState } from 'react';
import { MapContainer, Marker, TileLayer, useMap } from 'react-leaflet';
import styles from './PointsMap.module.scss';
import type { MapPoint, PointsMapProps } from './types.ts';

const SAINT_PETERSBURG: readonly [number, number] = [59.9386, 30.3141];

// Markers are drawn with CSS, so no marker images need to be bundled or fetched.
const icon = (selected: boolean): DivIcon =>
  divIcon({
    // Leaflet moves the icon element with a transform, so the drawn pin is an inner element.
    className: selected ? `${styles.marker} ${styles.selected}` : styles.marker,
    html: `<span class="${styles.pin}"></span>`,
    iconSize: [28, 28],
    iconAnchor: [14, 28],
  });

/**
 * Leaflet's stylesheet, linked when the first map mounts: the store's one stylesheet stays free of
 * it, so pages without a map do not pay for it. True once it has loaded.
 */
function useLeafletStylesheet(): boolean {
  const [loaded, setLoaded] = useState(
    () => !!document.querySelector('link[data-leaflet-css][data-loaded]'),
  );
  useEffect(() => {
    if (loaded) return;
    let link = document.querySelector<HTMLLinkElement>('link[data-leaflet-css]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = leafletCssUrl;
      link.dataset['leafletCss'] = '';
      document.head.append(link);
    }
    const done = () => {
      link.dataset['loaded'] = '';
      setLoaded(true);
    };
    link.addEventListener('load', done);
    // Without the stylesheet the map is misdrawn, but the points must still show.
    link.addEventListener('error', done);
    return () => {
      link.removeEventListener('load', done);
      link.removeEventListener('error', done);
    };
  }, [loaded]);
  return loaded;
}

/** Keeps every point in view, and the chosen one centred when it changes. */
function FitPoints({
  points,
  selected,
  zoom,
}: {
  points: readonly MapPoint[];
  selected: MapPoint | undefined;
  zoom: number;
}) {
  const map = useMap();
  const key = points.map((p) => p.id).join(',');
  useEffect(() => {
    if (points.length > 1) {
      map.fitBounds(latLngBounds(points.map((p) => [p.latitude, p.longitude])), {
        padding: [32, 32],
        maxZoom: 15,
      });
    } else if (points[0]) {
      map.setView([points[0].latitude, points[0].longitude], zoom);
    }
    // The points' ids are the dependency: a new array of the same points keeps the view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, key, zoom]);
  useEffect(() => {
    if (selected) map.panTo([selected.latitude, selected.longitude]);
  }, [map, selected]);
  return null;
}

/** The Leaflet map itself; loaded only in the browser (see PointsMap). */
export default function LeafletMap({
  points,
  tiles,
  selectedId,
  onSelect,
  label,
  center = SAINT_PETERSBURG,
  zoom = 12,
  className,
}: PointsMapProps) {
  const selected = points.find((p) => p.id === selectedId);
  const icons = useMemo(() => ({ plain: icon(false), chosen: icon(true) }), []);
  const styled = useLeafletStylesheet();
  return (
    <div className={`${styles.frame} ${className ?? ''}`} role="region" aria-label={label}>
      {styled && (
        <MapContainer
          className={styles.map}
          center={[...center] as [number, number]}
          zoom={zoom}
          scrollWheelZoom={false}
        >
          <TileLayer
            url={tiles.urlTemplate}
            attribution={tiles.attribution}
            maxZoom={tiles.maxZoom}
          />
          {points.map((point) => (
            <Marker
              key={point.id}
              position={[point.latitude, point.longitude]}
              icon={point.id === selectedId ? icons.chosen : icons.plain}
              title={point.title}
              alt={point.title}
              zIndexOffset={point.id === selectedId ? 1000 : 0}
              eventHandlers={onSelect ? { click: () => onSelect(point.id) } : {}}
            />
          ))}
          <FitPoints points={points} selected={selected} zoom={zoom} />
        </MapContainer>
      )}
    </div>
  );
}
