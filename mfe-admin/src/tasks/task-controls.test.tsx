import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { JobRun, JobSchedule } from 'shared-domain';
import { setupTestServer, staff } from 'shared-ui/testing.ts';
import { renderAdmin } from '../masters/testing/render-admin.tsx';
import { jobRun } from './testing-jobs.ts';

// The Tasks screen's controls: filters by state and kind, cancel (asked once more) and retry of a
// run, and the recurring jobs with their schedules.

const RUNNING = '00000000-0000-4000-8000-000000000001';
const FAILED = '00000000-0000-4000-8000-000000000002';
const DONE = '00000000-0000-4000-8000-000000000003';

let runs: JobRun[] = [];
const listQueries: URLSearchParams[] = [];
const posted: string[] = [];
const schedule: JobSchedule = {
  kind: 'platform.housekeeping',
  cron: '*/10 * * * *',
  timezone: 'UTC',
  description: 'Každých 10 minut smaže prošlá přihlášení.',
  active: true,
  lastRun: { id: '00000000-0000-4000-8000-0000000000aa', at: '2026-03-05T13:30:00.000Z', status: 'done' },
  nextRunAt: '2026-03-05T13:40:00.000Z',
};

const server = setupTestServer(
  http.get('/api/new/accounts/me', () => HttpResponse.json({ user: staff })),
  http.get('/api/new/admin/jobs/schedules', () => HttpResponse.json({ items: [schedule] })),
  http.get('/api/new/admin/jobs', ({ request }) => {
    const query = new URL(request.url).searchParams;
    listQueries.push(query);
    const items = runs.filter(
      (run) =>
        (!query.get('status') || run.status === query.get('status')) &&
        (!query.get('kind') || run.kind === query.get('kind')),
    );
    return HttpResponse.json({ items, total: items.length, page: 1, pageSize: 25 });
  }),
  http.post('/api/new/admin/jobs/:id/:action', ({ params }) => {
    posted.push(`${params.action} ${params.id}`);
    const run = runs.find((item) => item.id === params.id)!;
    run.status = params.action === 'cancel' ? 'cancelled' : 'queued';
    return HttpResponse.json(run);
  }),
);

beforeEach(() => {
  runs = [
    jobRun({ id: RUNNING, kind: 'catalogue.import.apply', status: 'running' }),
    jobRun({ id: FAILED, kind: 'discounts.codes', status: 'failed', error: 'Dodavatel neodpovídá.' }),
    jobRun({ id: DONE, kind: 'catalogue.import.apply', status: 'done', done: 100 }),
  ];
  listQueries.length = 0;
  posted.length = 0;
});

const announced = (text: string) =>
  screen.findByText(text, { ignore: '[aria-hidden="true"], script, style' });
async function rowOf(text: string) {
  const table = await screen.findByRole('table', { name: 'Úlohy od nejnovější' });
  await within(table).findByText(text);
  // The row holding the text once the grid has settled (its first render is replaced).
  return waitFor(() => {
    const row = within(table).getByText(text).closest('tr');
    if (!row) throw new Error(`no row with ${text} yet`);
    return row;
  });
}

describe('the Tasks controls', () => {
  it('filters by state and kind through the URL', async () => {
    const { user } = renderAdmin('/admin/ulohy');
    await rowOf('Dodavatel neodpovídá.');
    const filters = screen.getByRole('form', { name: 'Filtr úloh' });
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Stav' }), 'Selhala');
    expect(screen.getByRole('status', { name: 'adresa' })).toHaveTextContent('status=failed');
    await waitFor(() => expect(listQueries.at(-1)?.get('status')).toBe('failed'));
    const kind = within(filters).getByRole('combobox', { name: 'Druh úlohy' });
    expect(within(kind).getByRole('option', { name: 'Údržba databáze' })).toBeInTheDocument();
    await user.selectOptions(kind, 'Generování slevových kódů');
    await waitFor(() => expect(listQueries.at(-1)?.get('kind')).toBe('discounts.codes'));
    expect(screen.getByRole('status', { name: 'adresa' })).toHaveTextContent('kind=discounts.codes');
  });

  it('cancels a running job after asking once more', async () => {
    const { user } = renderAdmin('/admin/ulohy');
    const row = await rowOf('Probíhá');
    expect(within(row).queryByRole('button', { name: /Spustit znovu/ })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Zrušit úlohu Použití importu' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Zrušit úlohu „Použití importu“?' });
    await user.click(within(dialog).getByRole('button', { name: 'Nechat běžet' }));
    expect(posted).toEqual([]);
    await user.click(within(row).getByRole('button', { name: 'Zrušit úlohu Použití importu' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Zrušit úlohu' }));
    expect(await announced('Úloha „Použití importu“ je zrušená.')).toBeInTheDocument();
    expect(posted).toEqual([`cancel ${RUNNING}`]);
    expect(
      await within(await rowOf('Zrušena')).findByRole('button', { name: /Spustit znovu/ }),
    ).toBeInTheDocument();
  });

  it('starts a failed job again; a finished one offers nothing', async () => {
    const { user } = renderAdmin('/admin/ulohy');
    const failed = await rowOf('Dodavatel neodpovídá.');
    await user.click(
      within(failed).getByRole('button', { name: 'Spustit znovu úlohu Generování slevových kódů' }),
    );
    expect(await announced('Úloha „Generování slevových kódů“ znovu čeká ve frontě.')).toBeInTheDocument();
    expect(posted).toEqual([`retry ${FAILED}`]);
    const done = await rowOf('Hotovo');
    expect(within(done).queryByRole('button')).not.toBeInTheDocument();
  });

  it('explains a refusal in the server’s words', async () => {
    server.use(
      http.post('/api/new/admin/jobs/:id/retry', () =>
        HttpResponse.json(
          {
            type: 'conflict',
            code: 'job_not_retryable',
            message: 'Znovu spustit lze jen úlohu, která selhala nebo byla zrušena.',
          },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderAdmin('/admin/ulohy');
    const failed = await rowOf('Dodavatel neodpovídá.');
    await user.click(within(failed).getByRole('button', { name: /Spustit znovu/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Znovu spustit lze jen úlohu, která selhala nebo byla zrušena.',
    );
  });

  it('lists the recurring jobs with their schedule, last and next run', async () => {
    renderAdmin('/admin/ulohy');
    const section = await screen.findByRole('region', { name: 'Opakované úlohy' });
    const table = await within(section).findByRole('table');
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent('Údržba databáze');
    expect(row).toHaveTextContent('Každých 10 minut smaže prošlá přihlášení.');
    expect(row).toHaveTextContent('*/10 * * * *');
    expect(row).toHaveTextContent('Hotovo');
    expect(
      within(row as HTMLElement)
        .getAllByRole('time')
        .map((time) => time.getAttribute('datetime')),
    ).toEqual(['2026-03-05T13:30:00.000Z', '2026-03-05T13:40:00.000Z']);
  });

  it('is in Romanian at /admin/sarcini', async () => {
    renderAdmin('/admin/sarcini', 'ro');
    const table = await screen.findByRole('table', { name: 'Sarcini, de la cea mai nouă' });
    await within(table).findByText('În curs');
    await waitFor(() =>
      expect(
        within(table).getByRole('button', { name: 'Anulați sarcina Aplicarea importului' }),
      ).toBeInTheDocument(),
    );
    const recurring = screen.getByRole('region', { name: 'Sarcini recurente' });
    expect(await within(recurring).findByText('Întreținerea bazei de date')).toBeInTheDocument();
  });
});
