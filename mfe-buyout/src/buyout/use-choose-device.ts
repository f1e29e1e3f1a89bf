import { useCallback, useRef } from 'react';
import { useStore } from 'react-redux';
import type { SelectorChoice } from 'shared-domain';
import { type SelectorLevel, selectionPath, slugsOf } from 'shared-domain/buyout';
import { isApiError, type RootState, useAppDispatch, useLocation, useNavigate, useShop } from 'shared-ui';
import { buyoutApi } from '../buyout-api.ts';
import { buyoutActions, buyoutSelectors } from './buyout-slice.ts';

/**
 * What a choice in the selector does: the slice forgets everything after it, the browser gets the
 * URL the server returned, and a colour loads its appraisal. An appraisal that is missing or fails
 * shows the generic message; a 400 shows the server's message, and its URL is pushed all the same,
 * built by the rule the api builds it with.
 */
export function useChooseDevice() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { shop } = useShop();
  const store = useStore<RootState>();
  const latest = useRef(0);

  return useCallback(
    async (level: SelectorLevel, choice: SelectorChoice | null, url: string | null) => {
      dispatch(buyoutActions.choiceSelected({ level, choice }));
      const selectedColour = () => buyoutSelectors.selectBuyout(store.getState()).selected.product_color;
      const ownUrl = selectionPath(shop, slugsOf(buyoutSelectors.selectBuyout(store.getState()).selected));
      const push = (target: string) => {
        if (target !== pathname) navigate(target);
      };
      if (level !== 'product_color' || !choice) {
        push(url ?? ownUrl);
        return;
      }
      const attempt = ++latest.current;
      // A later choice (or the back button) made this answer obsolete.
      const isStale = () => attempt !== latest.current || selectedColour()?.id !== choice.id;
      const request = dispatch(buyoutApi.endpoints.getAppraisal.initiate(choice.id, { forceRefetch: true }));
      try {
        const form = await request.unwrap();
        if (isStale()) return;
        dispatch(buyoutActions.appraisalLoaded(form.appraisal));
        push(form.url);
      } catch (error) {
        if (isStale()) return;
        const badRequest = isApiError(error) && error.status === 400;
        dispatch(buyoutActions.appraisalFailed({ message: badRequest ? error.data.message : null }));
        if (badRequest) push(ownUrl);
      } finally {
        request.unsubscribe();
      }
    },
    [dispatch, navigate, pathname, shop, store],
  );
}
