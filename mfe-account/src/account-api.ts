import type { CurrentUser, LoginRequest } from 'shared-domain';
import { api, sessionApi } from 'shared-ui';

export interface LoginResponse {
  user: CurrentUser;
}

/** Who is logged in changes: the session (whoAmI) and the cart (an anonymous cart is adopted) refresh. */
const sessionChanged = ['Session', 'Cart'] as const;

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ method: 'POST', path: '/api/new/accounts/login', body }),
      // A failed attempt changes nothing, so nothing is refetched.
      invalidatesTags: (result) => (result ? [...sessionChanged] : []),
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        // The answer already says who is logged in: screens switch at once instead of waiting for
        // the refetch (the account page would otherwise still see "anonymous" and redirect back).
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(sessionApi.util.upsertQueryData('whoAmI', undefined, { user: data.user }));
      },
    }),
    logout: build.mutation<null, void>({
      // 204 has no body; RTK Query wants some data for a success, so the empty answer becomes null
      // here (shared-ui's base query passes `undefined` on, which RTK reports as a malformed result).
      async queryFn(_arg, _queryApi, _extraOptions, baseQuery) {
        const result = await baseQuery({ method: 'POST', path: '/api/new/accounts/logout' });
        return result.error ? { error: result.error } : { data: null };
      },
      // No optimistic "anonymous" here: the screen that logged out navigates away first, and the
      // refetch then updates the header. (Setting it at once would make the account page redirect
      // to the login form before the navigation home.)
      invalidatesTags: (_result, error) => (error ? [] : [...sessionChanged]),
    }),
  }),
});

export const { useLoginMutation, useLogoutMutation } = accountApi;
