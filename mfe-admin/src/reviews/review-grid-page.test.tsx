import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupTestServer, staff } from 'shared-ui/testing.ts';
import { renderAdmin } from '../masters/testing/render-admin.tsx';
import { adminReview, fakeReviewApi } from './testing/review-fixtures.ts';

const server = setupTestServer(http.get('/api/new/accounts/me', () => HttpResponse.json({ user: staff })));

// Data as customers type it, with plain spaces (text matchers collapse a non-breaking one anyway).
const LONG_TEXT =
  'Telefon používám třetí měsíc a jsem spokojená. Baterie vydrží celý den i s navigací, ' +
  'fotoaparát zvládá noční scény lépe, než jsem čekala, a displej je jasný i na přímém slunci. ' +
  'Jediné, co mi vadí, je pomalejší nabíjení přes kabel z balení.';

function useReviews(...reviews: Parameters<typeof fakeReviewApi>[0]) {
  const fake = fakeReviewApi(reviews);
  server.use(...fake.handlers);
  return fake;
}

/** The query of the page's URL, where the grid keeps its filter and page. */
function addressParams(): Record<string, string> {
  const address = screen.getByLabelText('adresa').textContent ?? '';
  return Object.fromEntries(new URLSearchParams(address.split('?')[1] ?? ''));
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

/** The moderation buttons of a row (its last cell). */
const actionsOf = (row: HTMLElement) =>
  within(within(row).getAllByRole('cell').at(-1)!)
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('the reviews moderation grid', () => {
  it('opens on the approval queue: the pending reviews, newest first, with every column', async () => {
    const fake = useReviews(
      adminReview(1, { status: 'approved', full_name: 'Schválený Autor' }),
      adminReview(2, { rating: 4 }),
      adminReview(3, {
        rating: 2,
        full_name: 'Petr Svoboda',
        verified: false,
        voucher_or_invoice_number: null,
        product_name: 'Samsung Galaxy S24 256 GB Černá',
        text: 'Zahřívá se při hraní her.',
        pros: '',
        cons: '',
      }),
    );
    renderAdmin('/admin/recenze');
    expect(await screen.findByRole('heading', { level: 1, name: 'Recenze' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Recenze od nejnovější' });
    await within(table).findByText('Petr Svoboda');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Produkt', 'Hodnocení', 'Autor', 'Ověřený nákup', 'Napsáno', 'Stav', 'Text', 'Akce']);

    const [first, second] = bodyRows(table);
    expect(bodyRows(table)).toHaveLength(2);
    const cells = within(first).getAllByRole('cell');
    expect(cells.slice(0, 4).map((cell) => cell.textContent)).toEqual([
      'Samsung Galaxy S24 256 GB Černá',
      '★★☆☆☆',
      'Petr Svoboda',
      'Ne',
    ]);
    // A screen reader hears the rating, not five stars one by one.
    expect(within(first).getByRole('img', { name: '2 z\u00a05' })).toBeInTheDocument();
    // 13:30 UTC is 14:30 in Prague in March.
    expect(cells[4]).toHaveTextContent(/14:30/);
    expect(cells[5]).toHaveTextContent('Čeká na schválení');
    expect(cells[6]).toHaveTextContent('Zahřívá se při hraní her.');
    expect(within(cells[6]).queryByRole('button')).not.toBeInTheDocument();
    expect(actionsOf(first)).toEqual(['Schválit', 'Zamítnout', 'Upravit']);

    expect(within(second).getByRole('img', { name: '4 z\u00a05' })).toHaveTextContent('★★★★☆');
    expect(within(second).getAllByRole('cell')[3]).toHaveTextContent('AnoCZ26000123');
    expect(screen.queryByText('Schválený Autor')).not.toBeInTheDocument();
    expect(fake.listQueries.map(String)).toEqual(['page=1&pageSize=20&status=pending']);
  });

  it('writes the status filter into the URL and lists what it asks for', async () => {
    const fake = useReviews(
      adminReview(1, { status: 'approved', full_name: 'Eva Schválená' }),
      adminReview(2, { status: 'rejected', full_name: 'Karel Zamítnutý' }),
      adminReview(3, { full_name: 'Jana Čekající' }),
    );
    const { user } = renderAdmin('/admin/recenze');
    await screen.findByText('Jana Čekající');
    const filter = screen.getByRole('combobox', { name: 'Stav' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Ke\u00a0schválení', 'Schválené', 'Zamítnuté', 'Všechny stavy']);
    expect(filter).toHaveValue('pending');

    await user.selectOptions(filter, 'Schválené');
    expect(await screen.findByText('Eva Schválená')).toBeInTheDocument();
    expect(screen.queryByText('Jana Čekající')).not.toBeInTheDocument();
    expect(addressParams()).toEqual({ status: 'approved' });
    const approvedRow = screen.getByText('Eva Schválená').closest('tr')!;
    // An approved review cannot be approved again; it can still be rejected or edited.
    expect(actionsOf(approvedRow)).toEqual(['Zamítnout', 'Upravit']);

    await user.selectOptions(filter, 'Všechny stavy');
    expect(await screen.findByText('Karel Zamítnutý')).toBeInTheDocument();
    expect(addressParams()).toEqual({ status: 'all' });
    expect(fake.listQueries.map(String)).toEqual([
      'page=1&pageSize=20&status=pending',
      'page=1&pageSize=20&status=approved',
      'page=1&pageSize=20',
    ]);
  });

  it('shows a long text whole, with the pros and cons, on request', async () => {
    useReviews(adminReview(1, { text: LONG_TEXT, pros: 'Výdrž baterie', cons: 'Pomalé nabíjení' }));
    const { user } = renderAdmin('/admin/recenze');
    const more = await screen.findByRole('button', { name: 'Zobrazit celý text' });
    const cell = more.closest('td')!;
    expect(cell).toHaveTextContent(/…/);
    expect(cell).not.toHaveTextContent('z balení');
    expect(cell).not.toHaveTextContent('Pomalé nabíjení');
    expect(more).toHaveAttribute('aria-expanded', 'false');

    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(more).toHaveTextContent('Zobrazit méně');
    expect(cell).toHaveTextContent(LONG_TEXT);
    expect(cell).toHaveTextContent('Výhody: Výdrž baterie');
    expect(cell).toHaveTextContent('Nevýhody: Pomalé nabíjení');
  });

  it('says when nothing waits for approval', async () => {
    useReviews(adminReview(1, { status: 'approved' }));
    renderAdmin('/admin/recenze');
    expect(
      await screen.findByRole('heading', { name: 'Žádné recenze ke\u00a0schválení.' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('pages through the queue and keeps the page in the URL', async () => {
    const fake = useReviews(
      ...Array.from({ length: 25 }, (_, index) =>
        adminReview(index + 1, { full_name: `Autor ${index + 1}` }),
      ),
    );
    const { user } = renderAdmin('/admin/recenze?status=pending');
    await screen.findByText('Autor 25');
    expect(screen.getByText('25 záznamů')).toBeInTheDocument();
    const pagination = screen.getByRole('navigation', { name: 'Stránkování tabulky' });
    await user.click(within(pagination).getByRole('button', { name: 'Stránka 2' }));
    expect(await screen.findByText('Autor 5')).toBeInTheDocument();
    expect(screen.queryByText('Autor 25')).not.toBeInTheDocument();
    expect(addressParams()).toEqual({ status: 'pending', page: '2' });
    expect(fake.listQueries.at(-1)?.toString()).toBe('page=2&pageSize=20&status=pending');
  });

  it('keeps a page size the api accepts, whatever the URL asks for', async () => {
    const fake = useReviews(adminReview(1));
    renderAdmin('/admin/recenze?pageSize=200');
    await screen.findByText('Jana Nováková');
    expect(fake.listQueries.map(String)).toEqual(['page=1&pageSize=100&status=pending']);
  });

  it('offers to try again when the reviews cannot be loaded', async () => {
    const fake = useReviews(adminReview(1));
    let refused = true;
    server.use(
      http.get('/api/new/product-reviews/admin/reviews/', () =>
        refused
          ? HttpResponse.json({ type: 'forbidden', code: 'forbidden', message: 'No.' }, { status: 403 })
          : undefined,
      ),
    );
    const { user } = renderAdmin('/admin/recenze');
    expect(await screen.findByRole('alert')).toHaveTextContent('K této stránce nemáte přístup.');
    refused = false;
    await user.click(screen.getByRole('button', { name: 'Zkusit znovu' }));
    expect(await screen.findByText('Jana Nováková')).toBeInTheDocument();
    expect(fake.listQueries).toHaveLength(1);
  });

  it('speaks Romanian at its Romanian address', async () => {
    useReviews(adminReview(1, { rating: 5 }), adminReview(2, { status: 'approved', full_name: 'Ioana Pop' }));
    renderAdmin('/admin/recenzii', 'ro');
    expect(await screen.findByRole('heading', { level: 1, name: 'Recenzii' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Recenzii, cele mai noi primele' });
    await within(table).findByRole('img', { name: '5 din 5' });
    const [row] = bodyRows(table);
    expect(within(row).getByRole('img', { name: '5 din 5' })).toBeInTheDocument();
    expect(row).toHaveTextContent('Așteaptă aprobarea');
    expect(actionsOf(row)).toEqual(['Aprobați', 'Respingeți', 'Modificați']);
    expect(within(row).getByRole('button', { name: 'Afișați tot textul' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByRole('combobox', { name: 'Stare' })).toHaveValue('pending');
  });
});
