import { createApi } from '@reduxjs/toolkit/query/react';
import { createHttpClient } from '../http/http-client.ts';
import { createApiBaseQuery } from './base-query.ts';

/**
 * The one RTK Query api of the shop. Remotes add endpoints with `api.injectEndpoints` when their
 * routes load; a single instance means one cache, one middleware and shared tags across remotes
 * (e.g. logging in invalidates 'Session' and every remote's user-dependent data refetches).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: createApiBaseQuery(createHttpClient()),
  // Profile and Addresses: the account's data, also read by the checkout (another remote).
  tagTypes: ['Session', 'Cart', 'Profile', 'Addresses'],
  endpoints: () => ({}),
  // Query policy: unused data lives 5 minutes, no refetch on window focus.
  keepUnusedDataFor: 300,
  refetchOnFocus: false,
  refetchOnReconnect: true,
});
