import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { CurrentUser, ImportRun } from 'shared-domain';
import { useLocation, useRoutes, useShop } from 'shared-ui';
import { customer, renderWithProviders, setupTestServer, staff } from 'shared-ui/testing.ts';
import csCZ from '../messages/cs-CZ.ts';
import roRO from '../messages/ro-RO.ts';
import remote from '../routes.tsx';
import { jobRun } from '../tasks/testing-jobs.ts';

function AdminRoutes() {
  const location = useLocation();
  return (
    <>
      <output aria-label="adresa">{`${location.pathname}${location.search}`}</output>
      {useRoutes(remote.routes(useShop().shop))}
    </>
  );
}

const IMPORT_ID = '00000000-0000-4000-8000-0000000000a1';
const APPLY_ID = '00000000-0000-4000-8000-0000000000a2';
const summary = { rows: 3, toCreate: 0, toChange: 1, unchanged: 1, errors: 1 };
const rowError = { row: 3, column: 'price', value: '-5', message: 'Cena musí být kladné číslo.' };

function importRun(apply: 'none' | 'done'): ImportRun {
  const step = (jobId: string) => ({
    jobId,
    status: 'done' as const,
    done: 3,
    total: 3,
    outcome: { summary, errors: [rowError] },
    error: null,
  });
  return {
    id: IMPORT_ID,
    kind: 'prices',
    fileName: 'ceny.csv',
    createdAt: '2026-11-26T03:00:00.000Z',
    dryRun: step(IMPORT_ID),
    apply: apply === 'done' ? step(APPLY_ID) : null,
  };
}

let sessionUser: CurrentUser | null = staff;
let applied = false;
let uploads: { kind: string | null; file: File | null }[] = [];
let refuseUpload = false;
setupTestServer(
  http.get('/api/new/accounts/me', () => HttpResponse.json({ user: sessionUser })),
  http.post('/api/new/admin/imports', async ({ request }) => {
    const form = await request.formData();
    const file = form.get('file');
    uploads.push({
      kind: new URL(request.url).searchParams.get('kind'),
      file: file instanceof File ? file : null,
    });
    if (refuseUpload) {
      const message = 'Soubor neobsahuje všechny povinné sloupce. Chybí: price.';
      return HttpResponse.json(
        { type: 'validation', code: 'csv_columns_missing', message, errors: { form: { file: [message] } } },
        { status: 400 },
      );
    }
    return HttpResponse.json({ jobId: IMPORT_ID }, { status: 202 });
  }),
  http.get('/api/new/admin/imports/:id', () => HttpResponse.json(importRun(applied ? 'done' : 'none'))),
  http.post('/api/new/admin/imports/:id/apply', () => {
    applied = true;
    return HttpResponse.json({ jobId: APPLY_ID }, { status: 202 });
  }),
  http.get('/api/new/admin/jobs/:id', ({ params }) =>
    HttpResponse.json(jobRun({ id: String(params.id), status: 'done', done: 3, total: 3 })),
  ),
);

beforeEach(() => {
  sessionUser = staff;
  applied = false;
  uploads = [];
  refuseUpload = false;
});

function renderImports(path = '/admin/importy', shop: 'cz' | 'ro' = 'cz') {
  return renderWithProviders(<AdminRoutes />, {
    shop,
    messages: shop === 'cz' ? csCZ : roRO,
    initialEntries: [path],
  });
}

const csv = () => new File(['code,price\r\nMS1,100\r\n'], 'ceny.csv', { type: 'text/csv' });

describe('the Imports screen', () => {
  it('documents the columns of the chosen kind and offers a template', async () => {
    const { user } = renderImports();
    await screen.findByRole('heading', { level: 1, name: 'Importy' });
    const columns = screen.getByRole('region', { name: 'Sloupce souboru' });
    expect(
      within(columns)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['code (povinný)', 'price (povinný)']);
    await user.selectOptions(screen.getByLabelText('Co importovat'), 'stock');
    expect(within(columns).getByText('store')).toBeInTheDocument();
    const template = within(columns).getByRole('link', { name: 'Stáhnout vzor CSV' });
    expect(template).toHaveAttribute('download', 'stock.csv');
    expect(decodeURIComponent(template.getAttribute('href') ?? '')).toContain('code,store,quantity');
  });

  it('asks for a file at the field before sending anything', async () => {
    const { user } = renderImports();
    await user.click(await screen.findByRole('button', { name: 'Nahrát a\u00a0zkontrolovat' }));
    const field = screen.getByLabelText(/^Soubor CSV/);
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Vyberte soubor CSV.'));
    expect(field).toHaveFocus();
    expect(uploads).toEqual([]);
  });

  it("shows the server's refusal of the file at the file field", async () => {
    refuseUpload = true;
    const { user } = renderImports();
    await user.upload(await screen.findByLabelText(/^Soubor CSV/), csv());
    await user.click(screen.getByRole('button', { name: 'Nahrát a\u00a0zkontrolovat' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Soubor CSV/)).toHaveAccessibleDescription(
        expect.stringContaining('Soubor neobsahuje všechny povinné sloupce. Chybí: price.'),
      ),
    );
    expect(screen.getByRole('status', { name: 'adresa' })).toHaveTextContent('/admin/importy');
  });

  it('uploads, shows the dry run and its row errors, and applies after confirmation', async () => {
    const { user } = renderImports();
    await user.upload(await screen.findByLabelText(/^Soubor CSV/), csv());
    await user.click(screen.getByRole('button', { name: 'Nahrát a\u00a0zkontrolovat' }));

    expect(await screen.findByText('Co import udělá')).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.kind).toBe('prices');
    expect(uploads[0]?.file?.name).toBe('ceny.csv');
    expect(screen.getByRole('status', { name: 'adresa' })).toHaveTextContent(
      `/admin/importy?import=${IMPORT_ID}`,
    );
    expect(screen.getByRole('heading', { name: 'Zkušební běh: Ceny, ceny.csv' })).toBeInTheDocument();
    expect(screen.getByText('Změní se').nextSibling).toHaveTextContent('1');
    expect(screen.getByText('Chybné řádky').nextSibling).toHaveTextContent('1');
    const errors = screen.getByRole('table', { name: 'Chyby v\u00a0řádcích' });
    const [, row] = within(errors).getAllByRole('row');
    expect(row).toHaveTextContent('3price-5Cena musí být kladné číslo.');
    expect(screen.getByRole('link', { name: 'Stáhnout chybné řádky (CSV)' })).toHaveAttribute(
      'href',
      `/api/new/admin/imports/${IMPORT_ID}/failed-rows.csv`,
    );

    await user.click(screen.getByRole('button', { name: 'Použít import' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Použít import?' });
    expect(within(dialog).getByRole('button', { name: 'Zrušit' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Použít import' }));

    expect(await screen.findByText('Import byl použit.')).toBeInTheDocument();
    expect(applied).toBe(true);
    expect(screen.getByRole('heading', { name: 'Výsledek importu' })).toBeInTheDocument();
    expect(screen.getByText('Změněno').nextSibling).toHaveTextContent('1');
    expect(screen.queryByRole('button', { name: 'Použít import' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Nový import' }));
    expect(screen.getByRole('status', { name: 'adresa' })).toHaveTextContent(/^\/admin\/importy$/);
    expect(screen.getByRole('button', { name: 'Nahrát a\u00a0zkontrolovat' })).toBeInTheDocument();
  });

  it('refuses a customer', async () => {
    sessionUser = customer;
    renderImports();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nemáte oprávnění k přístupu na tuto stránku.',
    );
  });

  it('is at /admin/importuri in Romanian', async () => {
    renderImports('/admin/importuri', 'ro');
    expect(await screen.findByRole('heading', { level: 1, name: 'Importuri' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Încărcați și verificați' })).toBeInTheDocument();
  });
});
