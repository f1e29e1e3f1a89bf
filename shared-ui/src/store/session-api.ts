import type { WhoAmI } from 'shared-domain';
import { api } from './api.ts';

// Lives in shared-ui, not in mfe-account: the shell's header, the cart and the staff areas all ask
// who is logged in, and one endpoint means one cached request for all of them.
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    whoAmI: build.query<WhoAmI, void>({
      query: () => '/api/new/accounts/me',
      providesTags: ['Session'],
    }),
  }),
});

export const { useWhoAmIQuery } = sessionApi;
