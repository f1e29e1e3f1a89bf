import { type KeyboardEvent, type MouseEvent, useId } from 'react';
import { useIntl } from 'react-intl';
import type { ShopCode, StoreSummary } from 'shared-domain';
import type { MessageId } from '../messages/message-ids.ts';
import styles from './centre-map.module.css';
import { countryOutlines } from './country-outlines.ts';
import { type LonLat, mapFrameOf, project, ringPath } from './map-projection.ts';

const WIDTH = 600;
const PADDING = 24;
// A map pin whose tip is the origin, so it is placed with translate(x, y).
const PIN = 'M0 0C-2-6-9-10-9-17A9 9 0 1 1 9-17C9-10 2-6 0 0Z';
// An invisible disc around the pin: the drawn pin is 18 units wide, about 9 px on a 360 px phone,
// too small to hit with a finger. 56 units stay above 24 px even on a 320 px wide map.
const HIT_RADIUS = 28;

/** The map's title, naming the shop's country: a new shop without its words fails tsc. */
const mapTitle: Record<ShopCode, MessageId> = {
  cz: 'buyout.centres.map.title.cz',
  ro: 'buyout.centres.map.title.ro',
};

export interface CentreMapProps {
  shop: ShopCode;
  centres: readonly StoreSummary[];
  selectedId: number | null;
  onSelect: (centre: StoreSummary) => void;
  /** id of the list of centres: where a pin leads without JavaScript. */
  listId: string;
}

/**
 * The shop's country with a pin per centre, drawn inline (no map tiles: the shop loads nothing from
 * other origins). Each pin is a link to the centre's card in the list below.
 */
export function CentreMap({ shop, centres, selectedId, onSelect, listId }: CentreMapProps) {
  const intl = useIntl();
  const titleId = useId();
  const outline = countryOutlines[shop];
  const spots: LonLat[] = centres.map((centre) => [centre.longitude, centre.latitude]);
  const frame = mapFrameOf([...outline, ...spots], WIDTH);
  const labelled = new Set<string>();

  function choose(event: MouseEvent | KeyboardEvent, centre: StoreSummary) {
    event.preventDefault();
    onSelect(centre);
  }

  // Not every browser (nor jsdom) turns Enter on an SVG link into a click; preventDefault keeps those
  // that do from selecting twice.
  function chooseByKey(event: KeyboardEvent, centre: StoreSummary) {
    if (event.key === 'Enter') choose(event, centre);
  }

  return (
    <figure className={styles.figure} aria-labelledby={titleId}>
      <svg
        className={styles.map}
        viewBox={`${-PADDING} ${-PADDING * 2} ${frame.width + PADDING * 2} ${frame.height + PADDING * 3}`}
      >
        <title id={titleId}>{intl.formatMessage({ id: mapTitle[shop] })}</title>
        <path className={styles.country} d={ringPath(outline, frame)} />
        {centres.map((centre, index) => {
          const { x, y } = project(spots[index], frame);
          const showCity = !labelled.has(centre.city);
          labelled.add(centre.city);
          const selected = centre.id === selectedId;
          return (
            <a
              key={centre.id}
              href={`#${listId}`}
              className={styles.pin}
              aria-label={intl.formatMessage({ id: 'buyout.centres.map.pin' }, { name: centre.name })}
              aria-current={selected ? 'true' : undefined}
              onClick={(event) => choose(event, centre)}
              onKeyDown={(event) => chooseByKey(event, centre)}
            >
              <g transform={`translate(${x.toFixed(1)} ${y.toFixed(1)})`}>
                <circle className={styles.pinHit} cx="0" cy="-13" r={HIT_RADIUS} />
                <g className={selected ? styles.selected : undefined}>
                  <path className={styles.pinShape} d={PIN} />
                  <circle className={styles.pinDot} cx="0" cy="-17" r="3.5" />
                </g>
                {showCity && (
                  <text className={styles.city} x="12" y="-12">
                    {centre.city}
                  </text>
                )}
              </g>
            </a>
          );
        })}
      </svg>
      <figcaption className={styles.caption}>
        {intl.formatMessage({ id: 'buyout.centres.map.caption' }, { count: centres.length })}
      </figcaption>
    </figure>
  );
}
