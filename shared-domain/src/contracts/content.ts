// `shared-domain/contracts/content.ts`: the schemas of the content pages' answers (stores, articles,
// price list). Outside the shared `shared-domain/contracts` entry, which every storefront page that
// validates a form loads whole: the api validates these and the content pages only read them, so
// their types are on the main entry as types.
export * from './articles.ts';
export * from './price-list.ts';
export * from './store-pages.ts';
