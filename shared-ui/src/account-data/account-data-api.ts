import type { Profile, SavedAddresses } from 'shared-domain';
import { api } from 'shared-ui';

// The signed-in customer's personal data and saved delivery addresses. Lives in shared-ui, not in
// mfe-account: the account's pages edit them and the checkout (mfe-cart) prefills the order form from
// them, and one endpoint each means one cached request for both. Both answer 401 to a visitor, so
// callers skip them until whoAmI names a user.
const ME = '/api/new/accounts/me';

export const accountDataApi = api.injectEndpoints({
  endpoints: (build) => ({
    // 'Session' too: after logging out or in as someone else, the data of the previous user goes.
    // The account's edits invalidate 'Profile' and 'Addresses'.
    accountProfile: build.query<Profile, void>({
      query: () => `${ME}/profile`,
      providesTags: ['Session', 'Profile'],
    }),
    accountAddresses: build.query<SavedAddresses, void>({
      query: () => `${ME}/addresses`,
      providesTags: ['Session', 'Addresses'],
    }),
  }),
});

export const { useAccountProfileQuery, useAccountAddressesQuery } = accountDataApi;
