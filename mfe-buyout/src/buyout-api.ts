import type {
  AppraisalForm,
  AppraisalRequest,
  BuyoutData,
  BuyoutTracking,
  CountryOptions,
  Quote,
  SelectorData,
  SelectorDataQuery,
  SellOnlineRequest,
  SellOnlineResponse,
  SendToEmailRequest,
} from 'shared-domain';
import { api } from 'shared-ui';

// The buyout calls (api component `buyout`, docs/platform-contracts.md). The selector's
// choice calls live in shared-ui (device-selector), shared with the service remote.
export const BUYOUT_API = '/api/new/buyout';
/** bff page aggregate: selector data + country options in one request. */
export const BUYOUT_START_PATH = '/api/bff/buyout-start';

export interface BuyoutStart {
  selector: SelectorData;
  countries: CountryOptions;
}

export interface SellOnlineResult extends SellOnlineResponse {
  /** The Location header: the thank-you page to go to. */
  location: string;
}

export const buyoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBuyoutStart: build.query<BuyoutStart, SelectorDataQuery>({
      query: (selection) => ({ path: BUYOUT_START_PATH, query: { ...selection } }),
    }),
    getAppraisal: build.query<AppraisalForm, number>({
      query: (colourId) => ({ path: `${BUYOUT_API}/appraisal/{colourId}/`, pathParams: { colourId } }),
      // An appraisal is a price quote: never answer from a stale cache.
      keepUnusedDataFor: 0,
    }),
    getCountryOptions: build.query<CountryOptions, void>({
      query: () => `${BUYOUT_API}/country-options/`,
    }),
    getQuote: build.query<Quote, string>({
      query: (token) => ({ path: `${BUYOUT_API}/quotes/{token}/`, pathParams: { token } }),
    }),
    sendBuyoutToEmail: build.mutation<{ sent: true; valid_until: string }, SendToEmailRequest>({
      query: (body) => ({ method: 'POST', path: `${BUYOUT_API}/send-to-email/`, body }),
    }),
    sellBuyoutOnline: build.mutation<SellOnlineResult, { body: SellOnlineRequest; idempotencyKey: string }>({
      query: ({ body, idempotencyKey }) => ({
        method: 'POST',
        path: `${BUYOUT_API}/sell-online/`,
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      // Safe to repeat: the key makes the api sell once however often the request arrives.
      extraOptions: { maxRetries: 2 },
      transformResponse: (response: SellOnlineResponse, meta) => ({
        ...response,
        location: meta?.headers?.get('Location') ?? '',
      }),
    }),
    getBuyout: build.query<BuyoutData, { id: number; token?: string }>({
      query: ({ id, token }) => ({
        path: `${BUYOUT_API}/buyouts/{id}/`,
        pathParams: { id },
        query: token ? { token } : undefined,
      }),
    }),
    trackBuyout: build.query<BuyoutTracking, { number: string; e_mail: string }>({
      query: (params) => ({ path: `${BUYOUT_API}/tracking/`, query: params }),
    }),
  }),
});

export type { AppraisalRequest };
export const {
  useGetBuyoutStartQuery,
  useGetAppraisalQuery,
  useLazyGetAppraisalQuery,
  useGetCountryOptionsQuery,
  useGetQuoteQuery,
  useSendBuyoutToEmailMutation,
  useSellBuyoutOnlineMutation,
  useGetBuyoutQuery,
  useLazyTrackBuyoutQuery,
} = buyoutApi;
