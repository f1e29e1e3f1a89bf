import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { CurrentUser } from 'shared-domain';
import { useLocation, useRoutes, useShop } from 'shared-ui';
import { customer, renderWithProviders, setupTestServer, staff } from 'shared-ui/testing.ts';
import csCZ from '../messages/cs-CZ.ts';
import roRO from '../messages/ro-RO.ts';
import remote from '../routes.tsx';
import { jobRun } from './testing-jobs.ts';

function AdminRoutes() {
  const location = useLocation();
  return (
    <>
      <output aria-label="adresa">{`${location.pathname}${location.search}`}</output>
      {useRoutes(remote.routes(useShop().shop))}
    </>
  );
}

const running = jobRun({ id: '00000000-0000-4000-8000-000000000001' });
const done = jobRun({
  id: '00000000-0000-4000-8000-000000000002',
  kind: 'catalogue.assign-categories',
  status: 'done',
  done: 10,
  total: 10,
  result: { created: 3, changed: 2, nested: { ignored: true } },
});
const failed = jobRun({
  id: '00000000-0000-4000-8000-000000000003',
  status: 'failed',
  done: 0,
  total: null,
  error: 'Soubor nelze přečíst.',
});

let sessionUser: CurrentUser | null = staff;
const requests: URL[] = [];
setupTestServer(
  http.get('/api/new/accounts/me', () => HttpResponse.json({ user: sessionUser })),
  http.get('/api/new/admin/jobs', ({ request }) => {
    const url = new URL(request.url);
    requests.push(url);
    const page = Number(url.searchParams.get('page'));
    return HttpResponse.json({
      items: page === 1 ? [running, done, failed] : [],
      total: 30,
      page,
      pageSize: 25,
    });
  }),
  // The recurring jobs below the grid (task-controls.test.tsx tests them).
  http.get('/api/new/admin/jobs/schedules', () => HttpResponse.json({ items: [] })),
);

beforeEach(() => {
  sessionUser = staff;
  requests.length = 0;
});

function renderTasks(path = '/admin/ulohy', shop: 'cz' | 'ro' = 'cz') {
  return renderWithProviders(<AdminRoutes />, {
    shop,
    messages: shop === 'cz' ? csCZ : roRO,
    initialEntries: [path],
  });
}

describe('the Tasks screen', () => {
  it('lists the jobs with their status, progress, result and error', async () => {
    renderTasks();
    const table = await screen.findByRole('table', { name: 'Úlohy od nejnovější' });
    await within(table).findByText('Probíhá');
    expect(requests[0]?.searchParams.get('pageSize')).toBe('25');
    const [, runningRow, doneRow, failedRow] = within(table).getAllByRole('row');
    const bar = within(runningRow as HTMLElement).getByRole('progressbar', {
      name: 'catalogue.import-prices',
    });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(runningRow).toHaveTextContent('40 z 100');
    expect(doneRow).toHaveTextContent('Hotovo');
    expect(doneRow).toHaveTextContent('created: 3 · changed: 2');
    expect(within(doneRow as HTMLElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '10');
    expect(failedRow).toHaveTextContent('Selhala');
    expect(failedRow).toHaveTextContent('Soubor nelze přečíst.');
    expect(within(failedRow as HTMLElement).getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
  });

  it('pages through the URL', async () => {
    const { user } = renderTasks();
    // In the grid: the state filter offers the same words.
    await within(await screen.findByRole('table', { name: 'Úlohy od nejnovější' })).findByText('Probíhá');
    await user.click(screen.getByRole('button', { name: 'Stránka 2' }));
    expect(screen.getByRole('status', { name: 'adresa' })).toHaveTextContent('/admin/ulohy?page=2');
    expect(await screen.findByRole('heading', { name: 'Zatím neběžela žádná úloha.' })).toBeInTheDocument();
    expect(requests.at(-1)?.searchParams.get('page')).toBe('2');
  });

  it('refuses a customer without asking for the jobs', async () => {
    sessionUser = customer;
    renderTasks();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nemáte oprávnění k přístupu na tuto stránku.',
    );
    expect(requests).toEqual([]);
  });

  it('is at /admin/sarcini in Romanian', async () => {
    renderTasks('/admin/sarcini', 'ro');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sarcini' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Sarcini, de la cea mai nouă' });
    expect(await within(table).findByText('Finalizată')).toBeInTheDocument();
  });
});
