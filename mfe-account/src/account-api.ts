import type {
  CurrentUser,
  LoginRequest,
  PasswordResetConfirm,
  PasswordResetRequest,
  RegisterRequest,
} from 'shared-domain';
import { api, sessionApi } from 'shared-ui';

export interface LoginResponse {
  user: CurrentUser;
}

/** Who is logged in changes: the session (whoAmI) and the cart (an anonymous cart is adopted) refresh. */
const sessionChanged = ['Session', 'Cart'] as const;

/**
 * The answer of login and registration already says who is signed in: screens switch at once instead
 * of waiting for the refetch (the account page would otherwise still see "anonymous" and redirect back).
 */
async function showSignedInUser(
  queryFulfilled: Promise<{ data: LoginResponse }>,
  dispatch: (action: ReturnType<typeof sessionApi.util.upsertQueryData>) => unknown,
) {
  const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
  if (data) dispatch(sessionApi.util.upsertQueryData('whoAmI', undefined, { user: data.user }));
}

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ method: 'POST', path: '/api/new/accounts/login', body }),
      // A failed attempt changes nothing, so nothing is refetched.
      invalidatesTags: (result) => (result ? [...sessionChanged] : []),
      onQueryStarted: (_request, { dispatch, queryFulfilled }) => showSignedInUser(queryFulfilled, dispatch),
    }),
    /** Opens the account and signs it in (the api sets the session cookie), like a login. */
    register: build.mutation<LoginResponse, RegisterRequest>({
      query: (body) => ({ method: 'POST', path: '/api/new/accounts/register', body }),
      invalidatesTags: (result) => (result ? [...sessionChanged] : []),
      onQueryStarted: (_request, { dispatch, queryFulfilled }) => showSignedInUser(queryFulfilled, dispatch),
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
    /** 202 whether or not the e-mail has an account, so the answer reveals nothing. */
    requestPasswordReset: build.mutation<null, PasswordResetRequest>({
      query: (body) => ({ method: 'POST', path: '/api/new/accounts/password-reset', body }),
    }),
    /** 204; the api ends every session of the account, so a session here may be gone too. */
    confirmPasswordReset: build.mutation<null, PasswordResetConfirm>({
      query: (body) => ({ method: 'POST', path: '/api/new/accounts/password-reset/confirm', body }),
      invalidatesTags: (_result, error) => (error ? [] : [...sessionChanged]),
    }),
  }),
});

export const {
  useLoginMutation,
  useLogoutMutation,
  useRegisterMutation,
  useRequestPasswordResetMutation,
  useConfirmPasswordResetMutation,
} = accountApi;
