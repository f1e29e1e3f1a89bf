import { useIntl } from 'react-intl';
import type { DispensingPlace } from 'shared-domain';
import styles from './delivery-payment.module.css';

interface PickupPointMapProps {
  places: readonly DispensingPlace[];
  selectedId: number | undefined;
  onSelect: (place: DispensingPlace) => void;
}

/**
 * The results plotted by latitude and longitude, without an external map service: a pin is a real
 * button (keyboard, screen reader) placed over a plain SVG grid. Longitude is scaled by the cosine of
 * the latitude so distances look right at Central European latitudes.
 */
export function PickupPointMap({ places, selectedId, onSelect }: PickupPointMapProps) {
  const intl = useIntl();
  if (places.length === 0) return null;
  const meanLat = places.reduce((sum, p) => sum + p.latitude, 0) / places.length;
  const xOf = (p: DispensingPlace) => p.longitude * Math.cos((meanLat * Math.PI) / 180);
  const xs = places.map(xOf);
  const ys = places.map((p) => p.latitude);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const span = Math.max(maxX - minX, maxY - minY) || 1;
  // 10 % margin on each side keeps the pins inside the frame.
  const left = (p: DispensingPlace) => 10 + (80 * (xOf(p) - minX)) / span;
  const top = (p: DispensingPlace) => 10 + (80 * (maxY - p.latitude)) / span;

  return (
    <fieldset className={styles.map}>
      <legend className={styles.mapLegend}>{intl.formatMessage({ id: 'checkout.pickup.map' })}</legend>
      <svg className={styles.mapGrid} viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true">
        {[20, 40, 60, 80].map((line) => (
          <g key={line} stroke="currentColor" strokeOpacity="0.15" strokeWidth="0.3">
            <line x1={line} y1="0" x2={line} y2="100" />
            <line x1="0" y1={line} x2="100" y2={line} />
          </g>
        ))}
      </svg>
      {places.map((place) => (
        <button
          key={place.id}
          type="button"
          className={styles.pin}
          style={{ left: `${left(place)}%`, top: `${top(place)}%` }}
          aria-label={intl.formatMessage({ id: 'checkout.pickup.pin' }, { name: place.name })}
          aria-pressed={place.id === selectedId}
          title={place.name}
          disabled={!place.available}
          onClick={() => onSelect(place)}
        />
      ))}
    </fieldset>
  );
}
