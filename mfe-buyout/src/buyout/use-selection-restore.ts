import { useEffect, useRef, useState } from 'react';
import { useStore } from 'react-redux';
import type { SelectorData, ShopCode } from 'shared-domain';
import { parseSelectionPath, type SelectionSlugs, sameSlugs, slugsOf } from 'shared-domain/buyout';
import {
  type AppDispatch,
  type RootState,
  useAppDispatch,
  useLocation,
  useNavigate,
  useShop,
} from 'shared-ui';
import { buyoutApi } from '../buyout-api.ts';
import { buyoutActions, buyoutSelectors } from './buyout-slice.ts';

export interface SelectionRestore {
  /** The restored selector data: the selector's lists for that selection, so it asks for nothing. */
  seed: SelectorData | null;
  restoring: boolean;
}

interface RestoreContext {
  dispatch: AppDispatch;
  navigate: ReturnType<typeof useNavigate>;
  shop: ShopCode;
  pathname: string;
  search: string;
  isCancelled: () => boolean;
}

const nothing = { product_type: null, manufacturer: null, product_model: null, product_color: null };

/** Answers of an e-mailed quote (`?quote=<token>`); an expired quote's price is no longer honoured. */
async function restoreQuote(context: RestoreContext, token: string, colourId: number | undefined) {
  const { dispatch, navigate } = context;
  const request = dispatch(buyoutApi.endpoints.getQuote.initiate(token));
  try {
    const quote = await request.unwrap();
    if (context.isCancelled()) return;
    if (colourId === undefined) {
      // A link to the quote alone: open its device; that URL restores the answers.
      navigate(`${quote.url}?quote=${encodeURIComponent(token)}`, { replace: true });
      return;
    }
    if (quote.device_identifier !== colourId) return;
    const answers = Object.fromEntries(quote.device_condition_choices.map((c) => [c.condition, c.value]));
    dispatch(buyoutActions.answersRestored({ answers, quoteToken: quote.expired ? null : token }));
  } catch {
    // The notice above the questions tells the customer; the questions start unanswered.
  } finally {
    request.unsubscribe();
  }
}

/** One request for the whole screen: the selection, its lists and, with a colour, the appraisal. */
async function restore(context: RestoreContext, slugs: SelectionSlugs, quoteToken: string | null) {
  const { dispatch } = context;
  const request = dispatch(buyoutApi.endpoints.getBuyoutStart.initiate(slugs, { forceRefetch: true }));
  try {
    const { selector, countries } = await request.unwrap();
    if (context.isCancelled()) return null;
    // The aggregate carries the country options too: the sell-online form finds them cached.
    dispatch(buyoutApi.util.upsertQueryData('getCountryOptions', undefined, countries));
    const colour = selector.selected_choices.product_color;
    dispatch(buyoutActions.selectionRestored(selector.selected_choices));
    if (colour && selector.appraisal) dispatch(buyoutActions.appraisalLoaded(selector.appraisal));
    // A colour without an appraisal: the appraisal is missing, so the generic error shows.
    if (colour && !selector.appraisal) dispatch(buyoutActions.appraisalFailed({ message: null }));
    if (quoteToken) await restoreQuote(context, quoteToken, colour?.id);
    // A link with unknown or extra segments: show the URL of what was actually found.
    const redirect = !quoteToken && selector.url && selector.url !== context.pathname ? selector.url : null;
    return { selector, redirect };
  } catch (error) {
    // Selector failures are only logged; the customer starts choosing from the beginning.
    if (!context.isCancelled()) {
      console.error('Buyout: the selection in the URL could not be restored', error);
      dispatch(buyoutActions.selectionRestored(nothing));
    }
    return null;
  } finally {
    request.unsubscribe();
  }
}

/**
 * The URL names the selection (/vykup/<type>/<manufacturer>/<model>/<colour>). On arrival, and
 * whenever the browser moves to a URL naming another selection than the one on screen (back,
 * forward), the selection is restored from it. URLs this screen pushed itself match and cost nothing.
 */
export function useSelectionRestore(): SelectionRestore {
  const { shop } = useShop();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const [seed, setSeed] = useState<SelectorData | null>(null);
  const [restoring, setRestoring] = useState(true);
  // Set once a restore has finished, not when it starts: React's StrictMode runs the effect twice
  // on arrival, and the cancelled first run must not count.
  const restoredOnce = useRef(false);
  const quoteToken = new URLSearchParams(search).get('quote');

  useEffect(() => {
    const slugs = parseSelectionPath(shop, pathname);
    const onScreen = slugsOf(buyoutSelectors.selectBuyout(store.getState()).selected);
    if (restoredOnce.current && sameSlugs(slugs, onScreen)) {
      setRestoring(false);
      return;
    }
    let cancelled = false;
    setRestoring(true);
    const context = { dispatch, navigate, shop, pathname, search, isCancelled: () => cancelled };
    restore(context, slugs, quoteToken).then((restored) => {
      if (cancelled) return;
      restoredOnce.current = true;
      if (restored) setSeed(restored.selector);
      setRestoring(false);
      if (restored?.redirect) navigate(`${restored.redirect}${search}`, { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [shop, pathname, search, quoteToken, dispatch, navigate, store]);

  return { seed, restoring };
}
