import type { DeliveryAddressInput, PasswordChange, Profile, ProfileUpdate } from 'shared-domain';
import { api } from 'shared-ui';
import { accountDataApi } from 'shared-ui/account-data';

// The signed-in customer's own data (issue 6): changing the personal data, the delivery addresses and
// the password. Reading the profile and the addresses is shared-ui's (the checkout reads them too).
const ME = '/api/new/accounts/me';

export interface AddressUpdate {
  id: number;
  address: DeliveryAddressInput;
}

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    accountUpdateProfile: build.mutation<Profile, ProfileUpdate>({
      query: (body) => ({ method: 'PUT', path: `${ME}/profile`, body }),
      // The header shows the user's name, which comes with the session (whoAmI).
      invalidatesTags: (result) => (result ? ['Session'] : []),
      async onQueryStarted(_update, { dispatch, queryFulfilled }) {
        // The answer is the saved profile: the page shows it at once, without waiting for a refetch.
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(accountDataApi.util.upsertQueryData('accountProfile', undefined, data));
      },
    }),
    accountAddAddress: build.mutation<unknown, DeliveryAddressInput>({
      query: (body) => ({ method: 'POST', path: `${ME}/addresses`, body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Addresses']),
    }),
    accountUpdateAddress: build.mutation<unknown, AddressUpdate>({
      query: ({ id, address }) => ({
        method: 'PUT',
        path: `${ME}/addresses/{id}`,
        pathParams: { id },
        body: address,
      }),
      invalidatesTags: (_result, error) => (error ? [] : ['Addresses']),
    }),
    accountDeleteAddress: build.mutation<unknown, number>({
      query: (id) => ({ method: 'DELETE', path: `${ME}/addresses/{id}`, pathParams: { id } }),
      // A 404 means someone (another tab) deleted it already: the list is stale either way.
      invalidatesTags: (_result, error) => (!error || error.status === 404 ? ['Addresses'] : []),
    }),
    accountMakeDefaultAddress: build.mutation<unknown, number>({
      query: (id) => ({ method: 'POST', path: `${ME}/addresses/{id}/default`, pathParams: { id } }),
      invalidatesTags: (_result, error) => (!error || error.status === 404 ? ['Addresses'] : []),
    }),
    accountChangePassword: build.mutation<unknown, PasswordChange>({
      query: (body) => ({ method: 'POST', path: `${ME}/password`, body }),
    }),
  }),
});

export const {
  useAccountUpdateProfileMutation,
  useAccountAddAddressMutation,
  useAccountUpdateAddressMutation,
  useAccountDeleteAddressMutation,
  useAccountMakeDefaultAddressMutation,
  useAccountChangePasswordMutation,
} = profileApi;
