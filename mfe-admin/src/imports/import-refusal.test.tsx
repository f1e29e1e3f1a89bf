import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { ImportRun } from 'shared-domain';
import { useRoutes, useShop } from 'shared-ui';
import { renderWithProviders, setupTestServer, staff } from 'shared-ui/testing.ts';
import csCZ from '../messages/cs-CZ.ts';
import roRO from '../messages/ro-RO.ts';
import remote from '../routes.tsx';
import { jobRun } from '../tasks/testing-jobs.ts';

// The invoice price import: a file whose invoice prices do not match their orders is refused
// whole, with the invoices listed, and cannot be applied.

function AdminRoutes() {
  return useRoutes(remote.routes(useShop().shop));
}

const IMPORT_ID = '00000000-0000-4000-8000-0000000000b1';
const message = {
  cz: 'Ceny těchto faktur jsou nesprávné, a\u00a0proto je nelze importovat.',
  ro: 'Prețurile acestor facturi sunt incorecte și de aceea nu pot fi importate.',
};

function refusedRun(shop: 'cz' | 'ro'): ImportRun {
  const prefix = shop === 'cz' ? 'FA-CZ' : 'FF-RO';
  return {
    id: IMPORT_ID,
    kind: 'invoice-prices',
    fileName: 'faktury.csv',
    createdAt: '2026-11-26T03:00:00.000Z',
    dryRun: {
      jobId: IMPORT_ID,
      status: 'done',
      done: 3,
      total: 3,
      outcome: {
        summary: { rows: 3, toCreate: 1, toChange: 0, unchanged: 0, errors: 2 },
        errors: [
          { row: 3, column: 'total', value: '100', message: 'Cena neodpovídá objednávce.' },
          { row: 4, column: 'total', value: '200', message: 'Cena neodpovídá objednávce.' },
        ],
        refusal: {
          code: 'invoice_prices_incorrect',
          message: message[shop],
          keys: [`${prefix}26000002`, `${prefix}26000003`],
        },
      },
      error: null,
    },
    apply: null,
  };
}

let shopOfRun: 'cz' | 'ro' = 'cz';
let uploads: (string | null)[] = [];
setupTestServer(
  http.get('/api/new/accounts/me', () => HttpResponse.json({ user: staff })),
  http.get('/api/new/admin/imports/:id', () => HttpResponse.json(refusedRun(shopOfRun))),
  http.post('/api/new/admin/imports', ({ request }) => {
    uploads.push(new URL(request.url).searchParams.get('kind'));
    return HttpResponse.json({ jobId: IMPORT_ID }, { status: 202 });
  }),
  http.get('/api/new/admin/jobs/:id', ({ params }) =>
    HttpResponse.json(jobRun({ id: String(params.id), status: 'done', done: 3, total: 3 })),
  ),
);

beforeEach(() => {
  shopOfRun = 'cz';
  uploads = [];
});

function renderImports(path: string, shop: 'cz' | 'ro' = 'cz') {
  return renderWithProviders(<AdminRoutes />, {
    shop,
    messages: shop === 'cz' ? csCZ : roRO,
    initialEntries: [path],
  });
}

describe('the invoice prices import', () => {
  it('is a kind of import, with its columns explained', async () => {
    const { user } = renderImports('/admin/importy');
    await user.selectOptions(await screen.findByLabelText('Co importovat'), 'invoice-prices');
    const columns = screen.getByRole('region', { name: 'Sloupce souboru' });
    expect(
      within(columns)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['invoice (povinný)', 'total (povinný)', 'vat (nepovinný)']);
    expect(within(columns).getByText(/celý soubor se odmítne/)).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText(/^Soubor CSV/),
      new File(['invoice,total\r\nFA-CZ26000001,100\r\n'], 'faktury.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Nahrát a\u00a0zkontrolovat' }));
    expect(await screen.findByText('Soubor nelze importovat')).toBeInTheDocument();
    expect(uploads).toEqual(['invoice-prices']);
  });

  it('shows a refused file with its invoices listed, and offers no apply', async () => {
    renderImports(`/admin/importy?import=${IMPORT_ID}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Soubor nelze importovat');
    // The matcher reads the no-break space as a space.
    expect(alert).toHaveTextContent(message.cz.replace('\u00a0', ' '));
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['FA-CZ26000002', 'FA-CZ26000003']);
    expect(
      screen.getByRole('heading', { name: 'Zkušební běh: Ceny faktur, faktury.csv' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Použít import' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nový import' })).toBeInTheDocument();
  });

  it('speaks Romanian in the Romanian shop', async () => {
    shopOfRun = 'ro';
    renderImports(`/admin/importuri?import=${IMPORT_ID}`, 'ro');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Fișierul nu poate fi importat');
    expect(alert).toHaveTextContent(message.ro);
    expect(within(alert).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: /Prețurile facturilor, faktury\.csv/ })).toBeInTheDocument();
  });
});
