import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { HistoryEntry } from 'shared-domain';
import { renderWithProviders, setupTestServer } from 'shared-ui/testing.ts';
import csCZ from '../messages/cs-CZ.ts';
import roRO from '../messages/ro-RO.ts';
import { changedFields } from './history-diff.ts';
import { HistoryTab } from './history-tab.tsx';

const rename: HistoryEntry = {
  id: '2',
  at: '2026-03-05T13:30:00.000Z',
  actor: 'admin@example.cz',
  action: 'update',
  before: { name: 'Telefony', forDisplay: true, parentId: null },
  after: { name: 'Mobilní telefony', forDisplay: true, parentId: 4 },
};
const creation: HistoryEntry = {
  id: '1',
  at: '2026-03-01T08:00:00.000Z',
  actor: 'admin@example.cz',
  action: 'create',
  before: null,
  after: { name: 'Telefony' },
};

const requests: URL[] = [];
const server = setupTestServer(
  http.get('/api/new/admin/history/:entity/:id', ({ request }) => {
    const url = new URL(request.url);
    requests.push(url);
    const page = Number(url.searchParams.get('page'));
    return HttpResponse.json({
      items: page === 1 ? [rename] : [creation],
      total: 21,
      page,
      pageSize: 20,
    });
  }),
);

beforeEach(() => {
  requests.length = 0;
});

describe('the History tab', () => {
  it("lists who changed what and when, in the shop's time zone, changed fields only", async () => {
    renderWithProviders(<HistoryTab entity="category" entityId={12} />, { messages: csCZ });
    const entry = (await screen.findByText('Upraveno')).closest('li') as HTMLElement;
    expect(requests[0]?.pathname).toBe('/api/new/admin/history/category/12');
    expect(entry).toHaveTextContent('admin@example.cz');
    expect(entry).toHaveTextContent('Upraveno');
    // 13:30 UTC is 14:30 in Prague in March.
    expect(within(entry).getByText(/14:30/)).toHaveAttribute('datetime', rename.at);
    const rows = within(within(entry).getByRole('table', { name: 'Změněná pole' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'PolePůvodněNově',
      'nameTelefonyMobilní telefony',
      'parentId(prázdné)4',
    ]);
  });

  it('pages back through older changes', async () => {
    const { user } = renderWithProviders(<HistoryTab entity="category" entityId={12} />, { messages: csCZ });
    await screen.findByText('Upraveno');
    await user.click(screen.getByRole('button', { name: 'Stránka 2' }));
    expect(await screen.findByText('Vytvořeno')).toBeInTheDocument();
    expect(requests.at(-1)?.searchParams.get('page')).toBe('2');
  });

  it('says when nothing has changed yet', async () => {
    server.use(
      http.get('/api/new/admin/history/:entity/:id', () =>
        HttpResponse.json({ items: [], total: 0, page: 1, pageSize: 20 }),
      ),
    );
    renderWithProviders(<HistoryTab entity="product" entityId="7" />, { messages: csCZ });
    expect(await screen.findByRole('heading', { name: 'Zatím tu nejsou žádné změny.' })).toBeInTheDocument();
  });

  it('offers to try again when the history cannot be loaded', async () => {
    let calls = 0;
    server.use(
      http.get('/api/new/admin/history/:entity/:id', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ type: 'forbidden', code: 'forbidden', message: 'No.' }, { status: 403 })
          : HttpResponse.json({ items: [creation], total: 1, page: 1, pageSize: 20 });
      }),
    );
    const { user } = renderWithProviders(<HistoryTab entity="product" entityId="7" />, { messages: csCZ });
    expect(await screen.findByRole('alert')).toHaveTextContent('Historii se nepodařilo načíst');
    await user.click(screen.getByRole('button', { name: 'Zkusit znovu' }));
    expect(await screen.findByText('Vytvořeno')).toBeInTheDocument();
  });

  it('speaks Romanian and shows an unknown action by its name', async () => {
    server.use(
      http.get('/api/new/admin/history/:entity/:id', () =>
        HttpResponse.json({
          items: [{ ...creation, action: 'exclude' }],
          total: 1,
          page: 1,
          pageSize: 20,
        }),
      ),
    );
    renderWithProviders(<HistoryTab entity="meta-master" entityId="3" />, { shop: 'ro', messages: roRO });
    const entry = (await screen.findByText('exclude')).closest('li') as HTMLElement;
    expect(within(entry).getByRole('columnheader', { name: 'Înainte' })).toBeInTheDocument();
  });
});

describe('changed fields', () => {
  it('keeps only what changed, shows lists as JSON and compares plain values too', () => {
    expect(changedFields({ a: 1, tags: ['x'] }, { a: 1, tags: ['x', 'y'] })).toEqual([
      { field: 'tags', before: '["x"]', after: '["x","y"]' },
    ]);
    expect(changedFields({ name: 'A' }, null)).toEqual([{ field: 'name', before: 'A', after: null }]);
    expect(changedFields(3, 4)).toEqual([{ field: '', before: '3', after: '4' }]);
    expect(changedFields('same', 'same')).toEqual([]);
  });
});
