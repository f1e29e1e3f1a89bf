import { useCallback } from 'react';
import { useStore } from 'react-redux';
import type { ServiceSearchItem } from 'shared-domain';
import { type RootState, useAppDispatch, useLocation, useNavigate } from 'shared-ui';
import type { DeviceSelectorSeed } from 'shared-ui/device-selector';
import { serviceApi } from '../service-api.ts';
import { serviceActions, serviceSelectors } from '../service-state/service-slice.ts';

/**
 * A picked suggestion: its model's selection goes into the selector (`onSeed` gets the lists) and
 * the URL, and its operations are shown.
 */
export function useChooseSearchProduct(onSeed: (seed: DeviceSelectorSeed) => void) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const store = useStore<RootState>();

  return useCallback(
    async (item: ServiceSearchItem) => {
      dispatch(serviceActions.searchProductChosen(item));
      // A selector choice or another suggestion meanwhile made this answer obsolete.
      const picked = serviceSelectors.selectService(store.getState()).searchProduct;
      const isStale = () => {
        const state = serviceSelectors.selectService(store.getState());
        return state.searchProduct !== picked || state.operationsStatus !== 'loading';
      };
      const request = dispatch(serviceApi.endpoints.serviceSearchProductData.initiate(item.model_id));
      try {
        const data = await request.unwrap();
        if (isStale()) return;
        dispatch(serviceActions.searchProductLoaded(data));
        onSeed(data);
        if (data.url !== pathname) navigate(data.url);
      } catch (error) {
        if (isStale()) return;
        console.error('Service: the searched device could not be loaded', error);
        dispatch(serviceActions.operationsFailed());
      } finally {
        request.unsubscribe();
      }
    },
    [dispatch, navigate, pathname, store, onSeed],
  );
}
