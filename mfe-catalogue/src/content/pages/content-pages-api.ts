import type { PublishedPage } from 'shared-domain/contracts/content-pages.ts';
import { api } from 'shared-ui';

// Pages edited in the admin, injected when the content chunk loads (never on the home page).
// `preview`: the token of a signed preview link, which shows the draft.
export const contentPagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getContentPage: build.query<PublishedPage, { slug: string; preview?: string }>({
      query: ({ slug, preview }) => ({
        path: '/api/new/content/pages/{slug}',
        pathParams: { slug },
        query: preview ? { preview } : {},
      }),
    }),
  }),
});

export const { useGetContentPageQuery } = contentPagesApi;
