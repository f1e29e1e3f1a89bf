import type { GridPage, HistoryEntry } from 'shared-domain';
import { api } from 'shared-ui';

export const HISTORY_PAGE_SIZE = 20;

export interface HistoryArgs {
  /** The audit trail's entity name, e.g. 'category', 'product'. */
  entity: string;
  entityId: string | number;
  page: number;
}

/** GET /api/new/admin/history/:entity/:id — who changed what, newest first. */
export const historyApi = api.enhanceEndpoints({ addTagTypes: ['AdminHistory'] }).injectEndpoints({
  endpoints: (build) => ({
    getHistory: build.query<GridPage<HistoryEntry>, HistoryArgs>({
      query: ({ entity, entityId, page }) => ({
        path: '/api/new/admin/history/{entity}/{id}',
        pathParams: { entity, id: String(entityId) },
        query: { page, pageSize: HISTORY_PAGE_SIZE },
      }),
      // Every save of the entity adds a line: areas invalidate 'AdminHistory' after their mutations.
      providesTags: ['Session', 'AdminHistory'],
    }),
  }),
});

export const { useGetHistoryQuery } = historyApi;
