import type { Money, ShopCode } from 'shared-domain';
import { type ComponentParams, componentParamSchemas } from 'shared-domain/contracts/content-components.ts';
import type { LimitedOffers, RunningOffer } from 'shared-domain/contracts/landing.ts';
import { selectIdsBySeo, selectSummaries } from '../catalogue/storefront-product-repository.ts';
import type { Db } from '../platform/db/schema.ts';
import { notFound } from '../platform/errors.ts';
import { findPublishedComponent } from './published-component-repository.ts';

// The time-limited offers or lease tabs component of a published page, with the products' names,
// pictures and prices from the catalogue. Only a published page's snapshot is read (its
// components carry their component_pk as id), and whether an offer runs is decided on the
// server's clock: one that has not started or has ended is left out, and each offer says how many
// seconds it has left, so the page counts down on the server's time, not the browser's.

type OffersParams = ComponentParams<'time_limited_offers'>;
type LeaseParams = ComponentParams<'lease_tabs'>;
type Offer = OffersParams['offers'][number];

export async function getLimitedOffers(
  db: Db,
  shop: ShopCode,
  componentPk: number,
  now: Date,
): Promise<LimitedOffers> {
  const component = await findPublishedComponent(db, shop, componentPk, now);
  const gone = () => notFound('limited_offer_not_found');
  if (component?.type === 'time_limited_offers') {
    const parsed = componentParamSchemas.time_limited_offers.safeParse(component.params);
    if (!parsed.success) throw gone();
    const params: OffersParams = parsed.data;
    const priced = await priceOffers(db, shop, params.offers, now);
    return {
      type: 'time_limited_offers',
      componentPk,
      heading: params.heading ?? null,
      serverNow: now.toISOString(),
      offers: priced.map(({ offer }) => offer),
    };
  }
  if (component?.type === 'lease_tabs') {
    const parsed = componentParamSchemas.lease_tabs.safeParse(component.params);
    if (!parsed.success) throw gone();
    const params: LeaseParams = parsed.data;
    const tabs = await Promise.all(
      params.tabs.map(async (tab) => {
        const priced = await priceOffers(db, shop, tab.offers, now);
        return {
          key: tab.key,
          label: tab.label,
          offers: priced.map(({ offer, source, currency }) => ({
            ...offer,
            // The monthly price only ever leaves with its representative example.
            lease: {
              monthly: minor(source.monthlyPrice, currency),
              termMonths: source.termMonths,
              apr: source.apr,
              totalPayable: minor(source.totalPayable, currency),
            },
          })),
        };
      }),
    );
    return {
      type: 'lease_tabs',
      componentPk,
      heading: params.heading ?? null,
      serverNow: now.toISOString(),
      defaultTab: params.defaultTab ?? null,
      // A tab whose offers all ended is not shown (the Tabs rule then falls back to another).
      tabs: tabs.filter((tab) => tab.offers.length > 0),
    };
  }
  throw gone();
}

/** Whole units of the params (Kč, lei) as the shop's minor units. */
function minor(whole: number, currency: Money['currency']): Money {
  return { amount: whole * 100, currency };
}

/** The offers running now whose product the shop sells, priced from the catalogue. */
async function priceOffers<O extends Offer>(
  db: Db,
  shop: ShopCode,
  offers: readonly O[],
  now: Date,
): Promise<{ offer: RunningOffer; source: O; currency: Money['currency'] }[]> {
  const running = offers.filter(
    (offer) => Date.parse(offer.startsAt) <= now.getTime() && now.getTime() < Date.parse(offer.endsAt),
  );
  const names = [...new Set(running.map((offer) => offer.productSeoName))];
  const summaries = await selectSummaries(db, shop, await selectIdsBySeo(db, shop, names));
  const bySeo = new Map(summaries.map((summary) => [summary.seoName, summary]));
  return running.flatMap((source) => {
    const product = bySeo.get(source.productSeoName);
    if (!product) return [];
    const endsAt = new Date(Date.parse(source.endsAt));
    return [
      {
        source,
        currency: product.price.currency,
        offer: {
          product: {
            seoName: product.seoName,
            name: product.name,
            typeSeoName: product.typeSeoName,
            imageUrl: product.imageUrl,
          },
          regularPrice: product.price,
          offerPrice: minor(source.offerPrice, product.price.currency),
          startsAt: new Date(Date.parse(source.startsAt)).toISOString(),
          endsAt: endsAt.toISOString(),
          secondsLeft: Math.floor((endsAt.getTime() - now.getTime()) / 1000),
        },
      },
    ];
  });
}
