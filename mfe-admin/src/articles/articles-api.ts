import type {
  AdminArticle,
  AdminArticleInput,
  AdminArticleList,
} from 'shared-domain/contracts/admin-articles.ts';
import { api } from 'shared-ui';

// The staff calls of the articles (api/src/articles/article-admin-routes.ts).
const ARTICLES = '/api/new/admin/articles';
const ARTICLE = `${ARTICLES}/{id}`;
const LIST = 'AdminArticles';
const articleTag = (id: number) => ({ type: 'AdminArticle' as const, id });

export const articlesAdminApi = api
  .enhanceEndpoints({ addTagTypes: [LIST, 'AdminArticle'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getAdminArticles: build.query<AdminArticleList, void>({
        query: () => ARTICLES,
        providesTags: ['Session', LIST],
      }),
      getAdminArticle: build.query<AdminArticle, number>({
        query: (id) => ({ path: ARTICLE, pathParams: { id: String(id) } }),
        providesTags: (_result, _error, id) => ['Session', articleTag(id)],
      }),
      createArticle: build.mutation<AdminArticle, AdminArticleInput>({
        query: (body) => ({ method: 'POST', path: ARTICLES, body }),
        invalidatesTags: (_result, error) => (error ? [] : [LIST]),
      }),
      updateArticle: build.mutation<AdminArticle, { id: number; body: AdminArticleInput }>({
        query: ({ id, body }) => ({ method: 'PUT', path: ARTICLE, pathParams: { id: String(id) }, body }),
        invalidatesTags: (_result, error, { id }) => (error ? [] : [LIST, articleTag(id)]),
      }),
      publishArticle: build.mutation<AdminArticle, { id: number; published: boolean }>({
        query: ({ id, published }) => ({
          method: 'POST',
          path: `${ARTICLE}/publish`,
          pathParams: { id: String(id) },
          body: { published },
        }),
        invalidatesTags: (_result, error, { id }) => (error ? [] : [LIST, articleTag(id)]),
      }),
      deleteArticle: build.mutation<void, number>({
        query: (id) => ({ method: 'DELETE', path: ARTICLE, pathParams: { id: String(id) } }),
        invalidatesTags: (_result, error) => (error ? [] : [LIST]),
      }),
    }),
  });

export const {
  useGetAdminArticlesQuery,
  useGetAdminArticleQuery,
  useCreateArticleMutation,
  useUpdateArticleMutation,
  usePublishArticleMutation,
  useDeleteArticleMutation,
} = articlesAdminApi;
