import type {
  ComponentParamsAnswer,
  ContentPageDetail,
  ContentPageRow,
  CreateContentPage,
  StaffContentMenu,
  UpdateContentPage,
} from 'shared-domain/contracts/admin-content-pages.ts';
import type { GridPage } from 'shared-domain/contracts/back-office.ts';
import type { ContentMenuItem, ContentMenuName } from 'shared-domain/contracts/content-pages.ts';
import { api } from 'shared-ui';

// The staff calls of pages made of components (api/src/content/pages/content-page-admin-routes.ts).
export const CONTENT_ADMIN = '/api/new/content/admin';
const PAGE = `${CONTENT_ADMIN}/pages/{id}`;
const COMPONENT = `${PAGE}/components/{componentId}`;
const PARAMS = '/api/new/content/component-params/{component_pk}/';

const GRID = 'AdminContentPages';
const pageTag = (id: number) => ({ type: 'AdminContentPage' as const, id });
const paramsTag = (id: number) => ({ type: 'AdminComponentParams' as const, id });
const menuTag = (menu: ContentMenuName) => ({ type: 'AdminContentMenu' as const, id: menu });

export const contentAdminApi = api
  .enhanceEndpoints({ addTagTypes: [GRID, 'AdminContentPage', 'AdminComponentParams', 'AdminContentMenu'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getContentPages: build.query<GridPage<ContentPageRow>, Record<string, string | number>>({
        query: (query) => ({ path: `${CONTENT_ADMIN}/pages`, query }),
        providesTags: ['Session', GRID],
      }),
      createContentPage: build.mutation<ContentPageDetail, CreateContentPage>({
        query: (body) => ({ method: 'POST', path: `${CONTENT_ADMIN}/pages`, body }),
        invalidatesTags: (_result, error) => (error ? [] : [GRID]),
      }),
      getContentPage: build.query<ContentPageDetail, number>({
        query: (id) => ({ path: PAGE, pathParams: { id: String(id) } }),
        providesTags: (_result, _error, id) => ['Session', pageTag(id)],
      }),
      updateContentPage: build.mutation<ContentPageDetail, { id: number; body: UpdateContentPage }>({
        query: ({ id, body }) => ({ method: 'PATCH', path: PAGE, pathParams: { id: String(id) }, body }),
        invalidatesTags: (_result, error, { id }) => (error ? [] : [GRID, pageTag(id)]),
      }),
      addContentComponent: build.mutation<ContentPageDetail, { id: number; type: string }>({
        query: ({ id, type }) => ({
          method: 'POST',
          path: `${PAGE}/components`,
          pathParams: { id: String(id) },
          body: { type },
        }),
        invalidatesTags: (_result, error, { id }) => (error ? [] : [GRID, pageTag(id)]),
      }),
      removeContentComponent: build.mutation<ContentPageDetail, { id: number; componentId: number }>({
        query: ({ id, componentId }) => ({
          method: 'DELETE',
          path: COMPONENT,
          pathParams: { id: String(id), componentId: String(componentId) },
        }),
        invalidatesTags: (_result, error, { id }) => (error ? [] : [GRID, pageTag(id)]),
      }),
      moveContentComponent: build.mutation<
        ContentPageDetail,
        { id: number; componentId: number; position: number }
      >({
        query: ({ id, componentId, position }) => ({
          method: 'POST',
          path: `${COMPONENT}/move`,
          pathParams: { id: String(id), componentId: String(componentId) },
          body: { position },
        }),
        invalidatesTags: (_result, error, { id }) => (error ? [] : [GRID, pageTag(id)]),
      }),
      getComponentParams: build.query<ComponentParamsAnswer, number>({
        query: (id) => ({ path: PARAMS, pathParams: { component_pk: String(id) } }),
        providesTags: (_result, _error, id) => ['Session', paramsTag(id)],
      }),
      setComponentParams: build.mutation<
        ComponentParamsAnswer,
        { id: number; pageId: number; version: number; params: unknown }
      >({
        query: ({ id, version, params }) => ({
          method: 'PUT',
          path: PARAMS,
          pathParams: { component_pk: String(id) },
          body: { version, params },
        }),
        invalidatesTags: (_result, error, { id, pageId }) =>
          error ? [] : [GRID, paramsTag(id), pageTag(pageId)],
      }),
      publishContentPage: build.mutation<ContentPageDetail, { id: number; version: number }>({
        query: ({ id, version }) => ({
          method: 'POST',
          path: `${PAGE}/publish`,
          pathParams: { id: String(id) },
          body: { version },
        }),
        invalidatesTags: (_result, error, { id }) => (error ? [] : [GRID, pageTag(id)]),
      }),
      unpublishContentPage: build.mutation<ContentPageDetail, number>({
        query: (id) => ({ method: 'POST', path: `${PAGE}/unpublish`, pathParams: { id: String(id) } }),
        invalidatesTags: (_result, error, id) => (error ? [] : [GRID, pageTag(id)]),
      }),
      getPreviewLink: build.mutation<{ url: string; expiresAt: string }, number>({
        // A fresh signed link each time: asked for on the click, never cached.
        query: (id) => ({ path: `${PAGE}/preview-link`, pathParams: { id: String(id) } }),
      }),
      getContentMenu: build.query<StaffContentMenu, ContentMenuName>({
        query: (menu) => ({ path: `${CONTENT_ADMIN}/menus/{menu}`, pathParams: { menu } }),
        providesTags: (_result, _error, menu) => ['Session', menuTag(menu)],
      }),
      setContentMenu: build.mutation<
        StaffContentMenu,
        { menu: ContentMenuName; version: number; items: ContentMenuItem[] }
      >({
        query: ({ menu, version, items }) => ({
          method: 'PUT',
          path: `${CONTENT_ADMIN}/menus/{menu}`,
          pathParams: { menu },
          body: { version, items },
        }),
        invalidatesTags: (_result, error, { menu }) => (error ? [] : [menuTag(menu)]),
      }),
    }),
  });

export const {
  useGetContentPagesQuery,
  useCreateContentPageMutation,
  useGetContentPageQuery,
  useUpdateContentPageMutation,
  useAddContentComponentMutation,
  useRemoveContentComponentMutation,
  useMoveContentComponentMutation,
  useGetComponentParamsQuery,
  useSetComponentParamsMutation,
  usePublishContentPageMutation,
  useUnpublishContentPageMutation,
  useGetPreviewLinkMutation,
  useGetContentMenuQuery,
  useSetContentMenuMutation,
} = contentAdminApi;
