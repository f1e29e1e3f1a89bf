import { useCallback } from 'react';
import { useStore } from 'react-redux';
import type { SelectorChoice } from 'shared-domain';
import { type SelectorLevel, selectionPath, slugsOf } from 'shared-domain/buyout';
import { type RootState, useAppDispatch, useLocation, useNavigate, useShop } from 'shared-ui';
import { useLoadOperations } from '../operations/use-load-operations.ts';
import { serviceActions, serviceSelectors } from '../service-state/service-slice.ts';

/**
 * What a choice in the selector does: the slice forgets every later level and the operations, the
 * browser gets the URL the server returned, and a colour loads its operations. When they fail, the
 * URL is still pushed, built by the rule the api builds it with.
 */
export function useChooseDevice() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { shop } = useShop();
  const store = useStore<RootState>();
  const loadOperations = useLoadOperations();

  return useCallback(
    async (level: SelectorLevel, choice: SelectorChoice | null, url: string | null) => {
      dispatch(serviceActions.choiceSelected({ level, choice }));
      const ownUrl = selectionPath(
        shop,
        slugsOf(serviceSelectors.selectService(store.getState()).selected),
        'service',
      );
      const push = (target: string) => {
        if (target !== pathname) navigate(target);
      };
      if (level !== 'product_color' || !choice) {
        push(url ?? ownUrl);
        return;
      }
      const loaded = await loadOperations(choice.id);
      if (loaded) push('url' in loaded ? loaded.url : ownUrl);
    },
    [dispatch, navigate, pathname, shop, store, loadOperations],
  );
}
