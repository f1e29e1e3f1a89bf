import { useEffect } from 'react';
import type { LimitedOffers } from 'shared-domain/contracts/landing.ts';
import { useGetLimitedOffersQuery } from '../landing-api.ts';
import { clockOffsetMs, secondsLeft, useTicking } from './server-clock.ts';

/**
 * The component's offers with a countdown on the server's clock. An offer whose end passed on
 * that clock is dropped at once, and the server is asked again, which has the last word.
 */
export function useRunningOffers(componentPk: number) {
  const query = useGetLimitedOffersQuery(componentPk);
  const { data, fulfilledTimeStamp, refetch } = query;
  const offset = data && fulfilledTimeStamp ? clockOffsetMs(data.serverNow, fulfilledTimeStamp) : 0;
  const now = useTicking(data !== undefined);
  const left = (endsAt: string) => secondsLeft(endsAt, now, offset);
  const offers = data ? allOffers(data) : [];
  const anyEnded = offers.some((offer) => left(offer.endsAt) === 0);
  useEffect(() => {
    if (anyEnded) refetch();
  }, [anyEnded, refetch]);
  return { query, left };
}

function allOffers(data: LimitedOffers) {
  return data.type === 'lease_tabs' ? data.tabs.flatMap((tab) => tab.offers) : data.offers;
}
