import type { Profile, SavedAddress, SavedAddresses } from 'shared-domain';
import { api } from 'shared-ui';

// What the order form borrows from the signed-in customer's account (issue 6): the personal data
// for the billing fields and the saved delivery addresses. Named "checkout…" because the api
// object is shared by every remote and mfe-account has its own profile and address endpoints.
// Both answer 401 to a visitor, so callers skip them until whoAmI names a user.

export const checkoutAccountDataApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkoutProfile: build.query<Profile, void>({
      query: () => '/api/new/accounts/me/profile',
      // Logging in or out (the 'Session' tag) changes whose data this is; the account's edits
      // invalidate 'Profile' and 'Addresses'.
      providesTags: ['Session', 'Profile'],
    }),
    checkoutAddresses: build.query<SavedAddress[], void>({
      query: () => '/api/new/accounts/me/addresses',
      transformResponse: (response: SavedAddresses) => response.addresses,
      providesTags: ['Session', 'Addresses'],
    }),
  }),
});

export const { useCheckoutProfileQuery, useCheckoutAddressesQuery } = checkoutAccountDataApi;
