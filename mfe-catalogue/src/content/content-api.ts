import type {
  ArticleDetail,
  ArticleList,
  CompanyContacts,
  NearestStores,
  PriceList,
  StoreDetail,
  StorePageList,
  StoreService,
} from 'shared-domain';
import { api } from 'shared-ui';

// The endpoints of the stores, articles, price list and contacts pages. Injected when the content
// chunk loads, so the home page carries none of them.
export interface NearestQuery {
  q?: string;
  lat?: number;
  lng?: number;
  service?: StoreService;
}

export const contentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStorePages: build.query<StorePageList, StoreService | undefined>({
      query: (service) => ({ path: '/api/new/stores/showrooms', query: { service } }),
    }),
    getStorePage: build.query<StoreDetail, string>({
      query: (slug) => ({ path: '/api/new/stores/showrooms/{slug}', pathParams: { slug } }),
    }),
    getNearestStores: build.query<NearestStores, NearestQuery>({
      query: (query) => ({ path: '/api/new/stores/showrooms/nearest', query: { ...query } }),
      // A wrong town is the visitor's typo: show it at once, retrying cannot help.
      extraOptions: { maxRetries: 0 },
    }),
    getArticles: build.query<ArticleList, { topic?: string; page: number }>({
      query: ({ topic, page }) => ({ path: '/api/new/content/articles', query: { topic, page } }),
    }),
    getArticle: build.query<ArticleDetail, string>({
      query: (slug) => ({ path: '/api/new/content/articles/{slug}', pathParams: { slug } }),
    }),
    getPriceList: build.query<PriceList, { type?: string; q?: string }>({
      query: ({ type, q }) => ({ path: '/api/new/content/price-list', query: { type, q } }),
    }),
    getCompanyContacts: build.query<CompanyContacts, void>({
      query: () => '/api/new/stores/contacts',
    }),
  }),
});

export const {
  useGetStorePagesQuery,
  useGetStorePageQuery,
  useGetNearestStoresQuery,
  useGetArticlesQuery,
  useGetArticleQuery,
  useGetPriceListQuery,
  useGetCompanyContactsQuery,
} = contentApi;
