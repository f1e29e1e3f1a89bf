import 'leaflet/dist/leaflet.css';
import { type CircleMarker, circleMarker, map as leafletMap, tileLayer } from 'leaflet';
import { useEffect, useRef } from 'react';
import type { StoreCard } from 'shared-domain';
import { contentPath } from 'shared-domain/content-paths.ts';
import { useNavigate, useShop } from 'shared-ui';
import styles from './stores.module.css';

/**
 * The interactive shop map (Leaflet), shown instead of the built-in SVG map when the shop has a
 * tile server (MAP_TILE_URL). Loaded in its own chunk with Leaflet only then. The store list next
 * to it stays the accessible way to each store (the map sits in the section named "store map");
 * a marker opens the store's page too.
 */
export function TileMap({ tileUrl, stores }: { tileUrl: string; stores: readonly StoreCard[] }) {
  const { shop } = useShop();
  const navigate = useNavigate();
  const element = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!element.current) return;
    const map = leafletMap(element.current, { scrollWheelZoom: false });
    tileLayer(tileUrl, { maxZoom: 18 }).addTo(map);
    const markers: CircleMarker[] = stores.map((store) =>
      circleMarker([store.latitude, store.longitude], { radius: 8, weight: 2 })
        .bindTooltip(`${store.name}, ${store.street}`)
        .on('click', () => navigate(contentPath(shop, 'stores', store.slug)))
        .addTo(map),
    );
    if (stores.length > 0)
      map.fitBounds(
        stores.map((store) => [store.latitude, store.longitude] as [number, number]),
        { padding: [24, 24], maxZoom: 13 },
      );
    else map.setView(shop === 'cz' ? [49.8, 15.5] : [45.9, 25.0], 6);
    return () => {
      for (const marker of markers) marker.remove();
      map.remove();
    };
  }, [tileUrl, stores, shop, navigate]);

  return <div ref={element} className={styles.tileMap} />;
}
