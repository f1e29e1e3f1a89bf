import type { CachePurgeRequest, CachePurgeResult } from 'shared-domain';
import { api } from 'shared-ui';

/** POST /api/new/core/fastly/purge: staff purge the shop's caches. */
export const cacheApi = api.injectEndpoints({
  endpoints: (build) => ({
    purgeCache: build.mutation<CachePurgeResult, CachePurgeRequest>({
      query: (body) => ({ method: 'POST', path: '/api/new/core/fastly/purge', body }),
    }),
  }),
});

export const { usePurgeCacheMutation } = cacheApi;
