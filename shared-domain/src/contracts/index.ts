// `shared-domain/contracts`: the zod schemas of the wire contracts, for whoever validates data
// (the api, forms). The types inferred from them are exported by the main entry as types only.
export * from './accounts.ts';
export * from './auth.ts';
export * from './boot.ts';
export * from './buyout.ts';
export * from './cart.ts';
export * from './catalogue.ts';
export * from './catalogue-browse.ts';
export * from './checkout.ts';
export * from './errors.ts';
export * from './money.ts';
export * from './orders.ts';
export * from './payments.ts';
export * from './product-detail.ts';
export * from './reviews.ts';
export * from './service.ts';
export * from './storefront.ts';
export * from './stores.ts';
