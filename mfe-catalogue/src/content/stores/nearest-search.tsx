import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, TextField } from 'shared-ui';
import type { NearestQuery } from '../content-api.ts';
import styles from './stores.module.css';

/**
 * "Find the nearest store": a town or postcode, or the browser's position. The position is asked
 * for only when the visitor presses the button, and is sent to the shop only then.
 */
export function NearestSearch({
  onSearch,
  error,
  busy,
}: {
  onSearch: (query: NearestQuery) => void;
  error?: string;
  busy: boolean;
}) {
  const intl = useIntl();
  const [place, setPlace] = useState('');
  const [locating, setLocating] = useState(false);
  const [locationError, setLocationError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    setLocationError(undefined);
    if (place.trim()) onSearch({ q: place.trim() });
  }

  function locate() {
    setLocationError(undefined);
    const denied = intl.formatMessage({ id: 'catalogue.stores.nearest.denied' });
    if (!('geolocation' in navigator)) {
      setLocationError(denied);
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        onSearch({
          lat: Math.round(position.coords.latitude * 1000) / 1000,
          lng: Math.round(position.coords.longitude * 1000) / 1000,
        });
      },
      () => {
        setLocating(false);
        setLocationError(denied);
      },
      { maximumAge: 600_000, timeout: 15_000 },
    );
  }

  return (
    <form className={styles.nearest} onSubmit={submit} noValidate>
      <TextField
        label={intl.formatMessage({ id: 'catalogue.stores.nearest.label' })}
        hint={intl.formatMessage({ id: 'catalogue.stores.nearest.hint' })}
        value={place}
        onChange={(event) => setPlace(event.target.value)}
        error={error}
        maxLength={60}
      />
      <div className={styles.nearestActions}>
        <Button type="submit" variant="primary" disabled={busy}>
          {intl.formatMessage({ id: 'catalogue.stores.nearest.submit' })}
        </Button>
        <Button type="button" variant="secondary" onClick={locate} disabled={locating || busy}>
          {intl.formatMessage({
            id: locating ? 'catalogue.stores.nearest.locating' : 'catalogue.stores.nearest.locate',
          })}
        </Button>
      </div>
      {locationError && (
        <p role="alert" className={styles.locationError}>
          {locationError}
        </p>
      )}
    </form>
  );
}
