import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { DiscountDetail, JobRun } from 'shared-domain';
import { useLocation, useRoutes, useShop } from 'shared-ui';
import { renderWithProviders, setupTestServer, staff } from 'shared-ui/testing.ts';
import csCZ from '../../messages/cs-CZ.ts';
import roRO from '../../messages/ro-RO.ts';
import remote from '../../routes.tsx';
import { jobRun } from '../../tasks/testing-jobs.ts';
import { discountDetail } from '../testing/discount-fixtures.ts';

function AdminRoutes() {
  const location = useLocation();
  return (
    <>
      <output aria-label="adresa">{location.pathname}</output>
      {useRoutes(remote.routes(useShop().shop))}
    </>
  );
}

const JOB_ID = '3f1c2a54-8a8e-4c35-9b59-1a2b3c4d5e6f';
let discount: DiscountDetail;
let job: JobRun;
let createAnswer: (body: Record<string, unknown>) => Response;
const created: Record<string, unknown>[] = [];
const updated: Record<string, unknown>[] = [];
const archives: string[] = [];
const codeRequests: unknown[] = [];

setupTestServer(
  http.get('/api/new/accounts/me', () => HttpResponse.json({ user: staff })),
  http.get('/api/new/admin/discounts/scope-options', ({ request }) => {
    const q = new URL(request.url).searchParams.get('q');
    return HttpResponse.json({
      products: q ? [{ id: 52, name: 'Samsung Galaxy S24 256 GB · SGS24-256' }] : [],
      productTypes: [
        { id: 1, name: 'Mobilní telefony' },
        { id: 2, name: 'Příslušenství' },
      ],
    });
  }),
  http.get('/api/new/admin/discounts/:id', ({ params }) =>
    Number(params.id) === discount.id
      ? HttpResponse.json(discount)
      : HttpResponse.json(
          { type: 'not_found', code: 'admin_discount_not_found', message: 'Sleva nebyla nalezena.' },
          { status: 404 },
        ),
  ),
  http.post('/api/new/admin/discounts', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    created.push(body);
    return createAnswer(body);
  }),
  http.patch('/api/new/admin/discounts/:id', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    updated.push(body);
    discount = { ...discount, title: String(body.title) };
    return HttpResponse.json({ discount, notAssigned: 1 });
  }),
  http.post('/api/new/admin/discounts/:id/archive', ({ params }) => {
    archives.push(`archive ${params.id}`);
    discount = { ...discount, archivedAt: '2026-11-26T10:00:00.000Z' };
    return HttpResponse.json(discount);
  }),
  http.post('/api/new/admin/discounts/:id/unarchive', ({ params }) => {
    archives.push(`unarchive ${params.id}`);
    discount = { ...discount, archivedAt: null };
    return HttpResponse.json(discount);
  }),
  http.post('/api/new/admin/discounts/:id/codes', async ({ request }) => {
    codeRequests.push(await request.json());
    return HttpResponse.json({ jobId: JOB_ID }, { status: 202 });
  }),
  http.get('/api/new/admin/jobs/:id', () => HttpResponse.json(job)),
  http.get('/api/new/admin/history/:entity/:id', () =>
    HttpResponse.json({ items: [], total: 0, page: 1, pageSize: 20 }),
  ),
);

beforeEach(() => {
  discount = discountDetail();
  job = jobRun({ id: JOB_ID, kind: 'discounts.codes', status: 'done', done: 500, total: 500 });
  created.length = 0;
  updated.length = 0;
  archives.length = 0;
  codeRequests.length = 0;
  createAnswer = () =>
    HttpResponse.json({ discount: discountDetail({ id: 9 }), notAssigned: 0 }, { status: 201 });
});

function renderAt(path: string, shop: 'cz' | 'ro' = 'cz') {
  return renderWithProviders(<AdminRoutes />, {
    shop,
    messages: shop === 'cz' ? csCZ : roRO,
    initialEntries: [path],
  });
}

async function fillNew(user: ReturnType<typeof renderAt>['user'], value: string) {
  // The first render of a file loads the page's code: give it time.
  await user.type(await screen.findByRole('textbox', { name: /^Název/ }, { timeout: 5000 }), 'Velká sleva');
  await user.type(screen.getByRole('textbox', { name: /^Marketingový název/ }), 'Mega sleva');
  await user.type(screen.getByRole('textbox', { name: /^Sleva v.%/ }), value);
}

describe('a new discount', () => {
  it('asks before saving a percentage of 80 or more, then sends the confirmation', async () => {
    const { user } = renderAt('/admin/slevy/nova');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nová sleva' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await fillNew(user, '85');
    await user.click(screen.getByRole('button', { name: 'Vytvořit slevu' }));
    const dialog = await screen.findByRole('alertdialog', { name: /^Opravdu sleva 85.%\?$/ });
    expect(dialog).toHaveTextContent('Sleva 80 % nebo vyšší je neobvykle vysoká');
    expect(created).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Ano, uložit' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({
      title: 'Velká sleva',
      marketingName: 'Mega sleva',
      type: 'percentage',
      value: 85,
      validTo: null,
      minOrderAmount: 0,
      productIds: [],
      confirmHighPercentage: true,
    });
    await waitFor(() => expect(screen.getByLabelText('adresa')).toHaveTextContent('/admin/slevy/9'));
  });

  it('keeps what was typed and shows the server’s field errors at their fields', async () => {
    createAnswer = () =>
      HttpResponse.json(
        {
          type: 'validation',
          code: 'invalid_request',
          message: 'Formulář obsahuje chyby.',
          errors: { form: { validTo: ['Konec musí být později než začátek.'] } },
        },
        { status: 400 },
      );
    const { user } = renderAt('/admin/slevy/nova');
    await fillNew(user, '15');
    await user.type(screen.getByLabelText(/^Platí do/), '2020-01-01T10:00');
    await user.click(screen.getByRole('button', { name: 'Vytvořit slevu' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await screen.findAllByText('Konec musí být později než začátek.')).not.toHaveLength(0);
    expect(screen.getByLabelText(/^Platí do/)).toHaveAccessibleDescription(/Konec musí být později/);
    expect(screen.getByRole('textbox', { name: /^Název/ })).toHaveValue('Velká sleva');
    expect(screen.getByLabelText('adresa')).toHaveTextContent('/admin/slevy/nova');
  });

  it('says a value that is no number at its field and sends nothing', async () => {
    const { user } = renderAt('/admin/slevy/nova');
    await fillNew(user, 'deset');
    await user.click(screen.getByRole('button', { name: 'Vytvořit slevu' }));
    expect(await screen.findAllByText('Zadejte celé číslo.')).not.toHaveLength(0);
    expect(created).toEqual([]);
  });
});

describe('a discount’s detail', () => {
  it('edits the set: a product type ticked, a product found and added, another removed', async () => {
    const { user } = renderAt('/admin/slevy/7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sleva Black Friday 2026' }),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: 'Příslušenství' }));
    await user.click(screen.getByRole('button', { name: 'Odebrat Apple iPhone 14 128 GB · IP14-128-MID' }));
    await user.type(screen.getByRole('searchbox', { name: 'Najít produkt' }), 'Gal');
    await user.click(
      await screen.findByRole('button', { name: 'Přidat Samsung Galaxy S24 256 GB · SGS24-256' }),
    );
    const title = screen.getByRole('textbox', { name: /^Název/ });
    await user.clear(title);
    await user.type(title, 'Vánoce');
    await user.click(screen.getByRole('button', { name: 'Uložit slevu' }));
    await waitFor(() => expect(updated).toHaveLength(1));
    expect(updated[0]).toMatchObject({ title: 'Vánoce', productIds: [52], productTypeIds: [2] });
    expect(updated[0]).not.toHaveProperty('confirmHighPercentage');
    expect(await screen.findByText(/1 produkt nebyl přiřazen/)).toBeInTheDocument();
  });

  it('shows the code counts and the CSV, and follows the generating job to the end', async () => {
    const { user } = renderAt('/admin/slevy/7');
    const codes = await screen.findByRole('region', { name: 'Slevové kódy' });
    expect(within(codes).getByText('Kódů: 1000, použitých: 3')).toBeInTheDocument();
    expect(within(codes).getByRole('link', { name: 'Stáhnout kódy (CSV)' })).toHaveAttribute(
      'href',
      '/api/new/admin/discounts/7/codes.csv',
    );
    const count = within(codes).getByRole('textbox', { name: /^Počet kódů/ });
    await user.type(count, '100001');
    await user.click(within(codes).getByRole('button', { name: 'Vygenerovat kódy' }));
    expect(await within(codes).findByText('Hodnota může být nejvýše 100 000.')).toBeInTheDocument();
    expect(codeRequests).toEqual([]);
    await user.clear(count);
    await user.type(count, '500');
    discount = { ...discount, codes: { total: 1500, used: 3 } };
    await user.click(within(codes).getByRole('button', { name: 'Vygenerovat kódy' }));
    await waitFor(() => expect(codeRequests).toEqual([{ count: 500 }]));
    expect(
      await within(codes).findByRole('progressbar', { name: 'Generování slevových kódů' }),
    ).toHaveAttribute('aria-valuenow', '500');
    // The finished job refreshes the counts.
    expect(await within(codes).findByText('Kódů: 1500, použitých: 3')).toBeInTheDocument();
  });

  it('archives after a confirmation, then cancels the archiving', async () => {
    const { user } = renderAt('/admin/slevy/7');
    await user.click(await screen.findByRole('button', { name: 'Archivovat' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Archivovat slevu Black Friday 2026?' });
    await user.click(within(dialog).getByRole('button', { name: 'Archivovat' }));
    await waitFor(() => expect(archives).toEqual(['archive 7']));
    expect(
      (await screen.findAllByText('Sleva je archivovaná: žádný košík ji nepřijme.')).length,
    ).toBeGreaterThan(0);
    await user.click(await screen.findByRole('button', { name: 'Zrušit archivaci' }));
    const undo = await screen.findByRole('alertdialog', {
      name: 'Zrušit archivaci slevy Black Friday 2026?',
    });
    await user.click(within(undo).getByRole('button', { name: 'Zrušit archivaci' }));
    await waitFor(() => expect(archives).toEqual(['archive 7', 'unarchive 7']));
  });

  it('says an unknown discount was not found, in Romanian', async () => {
    renderAt('/admin/reduceri/99', 'ro');
    expect(await screen.findByText('Reducerea nu a fost găsită.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Înapoi la reduceri' })).toHaveAttribute(
      'href',
      '/admin/reduceri',
    );
  });
});
