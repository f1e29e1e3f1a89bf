import { useCallback, useRef } from 'react';
import { useStore } from 'react-redux';
import { type RootState, useAppDispatch } from 'shared-ui';
import { serviceApi } from '../service-api.ts';
import { serviceActions, serviceSelectors } from '../service-state/service-slice.ts';

/**
 * Loads the operations of a colour into the slice and resolves with the device's URL; null when the
 * load failed or a later choice made it obsolete.
 */
export function useLoadOperations() {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const latest = useRef(0);

  return useCallback(
    async (colourId: number): Promise<{ url: string } | { failed: true } | null> => {
      const attempt = ++latest.current;
      const isStale = () =>
        attempt !== latest.current ||
        serviceSelectors.selectService(store.getState()).selected.product_color?.id !== colourId;
      dispatch(serviceActions.operationsRequested());
      const request = dispatch(
        serviceApi.endpoints.serviceOperations.initiate(colourId, { forceRefetch: true }),
      );
      try {
        const operations = await request.unwrap();
        if (isStale()) return null;
        dispatch(serviceActions.operationsLoaded(operations));
        return { url: operations.url };
      } catch (error) {
        if (isStale()) return null;
        console.error('Service: the operations could not be loaded', error);
        dispatch(serviceActions.operationsFailed());
        return { failed: true };
      } finally {
        request.unsubscribe();
      }
    },
    [dispatch, store],
  );
}
