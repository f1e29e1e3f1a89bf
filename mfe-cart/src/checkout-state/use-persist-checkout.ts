import { useEffect } from 'react';
import { useAppSelector } from 'shared-ui';
import { injectedCheckoutSlice, saveCheckoutState } from './checkout-slice.ts';

/**
 * Writes the checkout choices to sessionStorage whenever they change, so a reload or the card
 * gateway's round trip finds them again (the slice reads them back when a store is made).
 */
export function usePersistCheckoutState(): void {
  const state = useAppSelector((root) => injectedCheckoutSlice.selectSlice(root));
  useEffect(() => {
    saveCheckoutState(state);
  }, [state]);
}
