import { useEffect, useRef, useState } from 'react';
import { useStore } from 'react-redux';
import { parseSelectionPath, sameSlugs, slugsOf } from 'shared-domain/buyout';
import { type RootState, useAppDispatch, useLocation, useNavigate, useShop } from 'shared-ui';
import type { DeviceSelectorSeed } from 'shared-ui/device-selector';
import { placesApi } from 'shared-ui/places';
import { serviceApi } from '../service-api.ts';
import { nothingSelected, serviceActions, serviceSelectors } from '../service-state/service-slice.ts';

/**
 * The URL names the selection (/servis/<type>/<manufacturer>/<model>/<colour>). On arrival, and
 * whenever the browser moves to a URL naming another selection than the one on screen (back,
 * forward), it is restored with one request: the bff's service-start aggregate brings the selector's
 * lists and, with a colour, the operations. URLs this screen pushed itself match and cost nothing.
 * `onSeed` receives the lists, so the selector renders them without asking again.
 */
export function useSelectionRestore(onSeed: (seed: DeviceSelectorSeed) => void): {
  restoring: boolean;
  firstRestoreDone: boolean;
} {
  const { shop } = useShop();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const [restoring, setRestoring] = useState(true);
  // The first restore also brings the centre list's data (the start aggregate); the list waits for it.
  const [firstRestoreDone, setFirstRestoreDone] = useState(false);
  // Set once a restore has finished, not when it starts: StrictMode runs the effect twice on arrival.
  const restoredOnce = useRef(false);
  const seedRef = useRef(onSeed);
  useEffect(() => {
    seedRef.current = onSeed;
  });

  useEffect(() => {
    const slugs = parseSelectionPath(shop, pathname, 'service');
    const onScreen = slugsOf(serviceSelectors.selectService(store.getState()).selected);
    if (restoredOnce.current && sameSlugs(slugs, onScreen)) {
      setRestoring(false);
      return;
    }
    let cancelled = false;
    setRestoring(true);
    const finish = () => {
      restoredOnce.current = true;
      setRestoring(false);
      setFirstRestoreDone(true);
    };
    const request = dispatch(serviceApi.endpoints.serviceStart.initiate(slugs, { forceRefetch: true }));
    request
      .unwrap()
      .then(({ selector, centres }) => {
        // The centre list's own query (the service kind) then finds its data in the cache instead
        // of asking again.
        dispatch(placesApi.util.upsertQueryData('getPlaces', 'service', centres));
        if (cancelled) return;
        dispatch(serviceActions.selectionRestored(selector));
        seedRef.current(selector);
        finish();
        // A link with unknown or extra segments: show the URL of what was actually found.
        if (selector.url && selector.url !== pathname)
          navigate(`${selector.url}${search}`, { replace: true });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        // Selector failures are only logged; the customer starts choosing from the beginning.
        console.error('Service: the selection in the URL could not be restored', error);
        dispatch(serviceActions.selectionRestored({ selected_choices: nothingSelected, operations: null }));
        finish();
      })
      .finally(() => request.unsubscribe());
    return () => {
      cancelled = true;
    };
  }, [shop, pathname, search, dispatch, navigate, store]);

  return { restoring, firstRestoreDone };
}
