import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { AdminOrderDetail, OrderInvoices } from 'shared-domain';
import { useRoutes, useShop } from 'shared-ui';
import { renderWithProviders, setupTestServer, staff } from 'shared-ui/testing.ts';
import csCZ from '../../messages/cs-CZ.ts';
import roRO from '../../messages/ro-RO.ts';
import remote from '../../routes.tsx';
import { jobRun } from '../../tasks/testing-jobs.ts';
import { createdInvoice, orderInvoices } from '../testing/invoice-fixtures.ts';
import { adminOrder } from '../testing/order-fixtures.ts';

function AdminRoutes() {
  return useRoutes(remote.routes(useShop().shop));
}

const JOB_ID = '7d2c8a54-8a8e-4c35-9b59-1a2b3c4d5e6f';
let order: AdminOrderDetail = adminOrder();
let invoices: OrderInvoices = orderInvoices();
let invoiceRequests = 0;
const creations: { number: string; kind: string }[] = [];
const resends: string[] = [];
let createAnswer: () => Response;
let resendAnswer: () => Response;

setupTestServer(
  http.get('/api/new/accounts/me', () => HttpResponse.json({ user: staff })),
  http.get('/api/new/admin/orders/:number', () => HttpResponse.json(order)),
  http.get('/api/new/admin/orders/:number/email-templates', () => HttpResponse.json({ templates: [] })),
  http.get('/api/new/admin/orders/:number/invoices', () => {
    invoiceRequests += 1;
    return HttpResponse.json(invoices);
  }),
  http.post('/api/new/admin/orders/:number/invoice', ({ params }) => {
    creations.push({ number: String(params.number), kind: 'invoice' });
    return createAnswer();
  }),
  http.post('/api/new/admin/orders/:number/credit-note', ({ params }) => {
    creations.push({ number: String(params.number), kind: 'credit_note' });
    return createAnswer();
  }),
  http.post('/api/new/admin/orders/:number/invoice/resend', ({ params }) => {
    resends.push(String(params.number));
    return resendAnswer();
  }),
  http.get('/api/new/admin/jobs/:id', ({ params }) =>
    HttpResponse.json(
      jobRun({ id: String(params.id), kind: 'orders.invoice.pdf', status: 'running', done: 1, total: 2 }),
    ),
  ),
  http.get('/api/new/admin/history/:entity/:id', () =>
    HttpResponse.json({ items: [], total: 0, page: 1, pageSize: 20 }),
  ),
);

beforeEach(() => {
  order = adminOrder();
  invoices = orderInvoices();
  invoiceRequests = 0;
  creations.length = 0;
  resends.length = 0;
  createAnswer = () => {
    invoices = orderInvoices({ state: 'in_progress', number: 'FA-CZ26000123', jobId: JOB_ID });
    return HttpResponse.json({ jobId: JOB_ID }, { status: 202 });
  };
  resendAnswer = () => {
    invoices = orderInvoices({ ...createdInvoice, resentAt: '2026-03-06T09:00:00.000Z' });
    order = adminOrder({
      emails: [
        ...order.emails,
        {
          at: '2026-03-06T09:00:00.000Z',
          kind: 'invoice_resent',
          recipient: 'jana.novakova@example.cz',
          subject: 'Faktura FA-CZ26000123 k objednávce CZ26000123 (znovu zaslaná)',
        },
      ],
    });
    return HttpResponse.json({ sent: true, to: 'jana.novakova@example.cz' });
  };
});

function renderDetail(shop: 'cz' | 'ro' = 'cz') {
  const path = shop === 'cz' ? '/admin/objednavky/CZ26000123' : '/admin/comenzi/CZ26000123';
  return renderWithProviders(<AdminRoutes />, {
    shop,
    messages: shop === 'cz' ? csCZ : roRO,
    initialEntries: [path],
  });
}

// The detail page loads its route lazily first: slow on a busy machine.
const section = () => screen.findByRole('region', { name: 'Faktura a\u00a0dobropis' }, { timeout: 5000 });
const part = async (name: string) => within(await section()).findByRole('region', { name });

function factsOf(region: HTMLElement) {
  return Object.fromEntries(
    within(region)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}

describe('the invoice section of an order', () => {
  it('says why there is no invoice or credit note yet, with nothing to press', async () => {
    renderDetail();
    const invoice = await part('Faktura');
    await waitFor(() => expect(factsOf(invoice)).toEqual({ Stav: 'Nevytvořeno' }));
    expect(
      within(invoice).getByText('Faktura bude k dispozici po zaplacení nebo doručení objednávky.'),
    ).toBeInTheDocument();
    expect(within(invoice).queryByRole('button')).not.toBeInTheDocument();
    const creditNote = await part('Dobropis');
    expect(within(creditNote).getByText(/Dobropis se vystavuje/)).toBeInTheDocument();
  });

  it('creates the invoice and follows its job while it is in progress', async () => {
    invoices = orderInvoices({ canCreate: true });
    const { user } = renderDetail();
    const invoice = await part('Faktura');
    await user.click(await within(invoice).findByRole('button', { name: 'Vytvořit fakturu' }));
    expect(creations).toEqual([{ number: 'CZ26000123', kind: 'invoice' }]);
    await waitFor(() => expect(factsOf(invoice).Stav).toBe('Vytváří se'));
    expect(await within(invoice).findByText('Vytvoření dokladu (PDF): Probíhá')).toBeInTheDocument();
    expect(within(invoice).queryByRole('button', { name: 'Vytvořit fakturu' })).not.toBeInTheDocument();

    // The job finishes: the next poll finds the invoice created, with its PDF and re-send.
    invoices = orderInvoices(createdInvoice);
    expect(
      await within(invoice).findByRole('link', { name: 'Stáhnout fakturu (PDF)' }, { timeout: 3000 }),
    ).toHaveAttribute('href', '/api/new/admin/orders/CZ26000123/invoice.pdf');
    expect(factsOf(invoice)).toMatchObject({ Stav: 'Vytvořeno', Číslo: 'FA-CZ26000123' });
    expect(factsOf(invoice).Částka).toMatch(/^13\D?980\D+Kč$/);
    expect(within(invoice).getByRole('button', { name: 'Poslat fakturu znovu' })).toBeInTheDocument();
  });

  it('shows a failed job and lets staff try again', async () => {
    invoices = orderInvoices({ canCreate: true, error: 'disk full', jobId: JOB_ID, number: 'FA-CZ26000123' });
    renderDetail();
    const invoice = await part('Faktura');
    expect(
      await within(invoice).findByText('Vytvoření dokladu se nepodařilo: disk full'),
    ).toBeInTheDocument();
    expect(within(invoice).getByRole('button', { name: 'Vytvořit fakturu' })).toBeInTheDocument();
  });

  it('re-sends the invoice after confirmation; the e-mail shows as re-sent', async () => {
    invoices = orderInvoices(createdInvoice);
    const { user } = renderDetail();
    const invoice = await part('Faktura');
    await user.click(await within(invoice).findByRole('button', { name: 'Poslat fakturu znovu' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Odeslat fakturu FA-CZ26000123 znovu?' });
    expect(dialog).toHaveTextContent(
      'Zákazník dostane fakturu znovu e-mailem na adresu jana.novakova@example.cz.',
    );
    expect(within(dialog).getByRole('button', { name: 'Neodesílat' })).toHaveFocus();
    expect(resends).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Odeslat' }));

    expect(
      await within(invoice).findByText('Faktura byla znovu odeslána na jana.novakova@example.cz.'),
    ).toBeInTheDocument();
    expect(resends).toEqual(['CZ26000123']);
    await waitFor(() => expect(factsOf(invoice)['Znovu odesláno']).toBeTruthy());
    const emails = screen.getByRole('table', { name: 'Odeslané e-maily' });
    await waitFor(() => expect(within(emails).getByText('Faktura (znovu odeslaná)')).toBeInTheDocument());
  });

  it("shows the server's words when re-sending is refused", async () => {
    invoices = orderInvoices(createdInvoice);
    resendAnswer = () =>
      HttpResponse.json(
        { type: 'conflict', code: 'invoice_not_created', message: 'Doklad ještě nebyl vytvořen.' },
        { status: 409 },
      );
    const { user } = renderDetail();
    const invoice = await part('Faktura');
    await user.click(await within(invoice).findByRole('button', { name: 'Poslat fakturu znovu' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Odeslat' }));
    const alert = await within(invoice).findByText('Doklad ještě nebyl vytvořen.');
    expect(alert).toBeInTheDocument();
    expect(within(invoice).getByText('Akce se nepodařila')).toBeInTheDocument();
  });

  it('creates the credit note of a cancelled order and downloads a created one', async () => {
    invoices = orderInvoices(createdInvoice, { canCreate: true, number: 'DB-CZ26000123' });
    createAnswer = () => {
      invoices = orderInvoices(createdInvoice, {
        ...createdInvoice,
        kind: 'credit_note',
        number: 'DB-CZ26000123',
        total: { amount: -1_398_000, currency: 'CZK' },
        canResend: false,
      });
      return HttpResponse.json({ jobId: JOB_ID }, { status: 202 });
    };
    const { user } = renderDetail();
    const creditNote = await part('Dobropis');
    await user.click(await within(creditNote).findByRole('button', { name: 'Vytvořit dobropis' }));
    expect(creations).toEqual([{ number: 'CZ26000123', kind: 'credit_note' }]);
    expect(await within(creditNote).findByRole('link', { name: 'Stáhnout dobropis (PDF)' })).toHaveAttribute(
      'href',
      '/api/new/admin/orders/CZ26000123/credit-note.pdf',
    );
    expect(
      within(creditNote).queryByRole('button', { name: 'Poslat fakturu znovu' }),
    ).not.toBeInTheDocument();
    expect(invoiceRequests).toBeGreaterThan(1);
  });

  it('speaks Romanian in the Romanian shop', async () => {
    invoices = orderInvoices({ ...createdInvoice, total: { amount: 59_900, currency: 'RON' } });
    renderDetail('ro');
    const region = await screen.findByRole('region', { name: 'Factura și factura de stornare' });
    const invoice = await within(region).findByRole('region', { name: 'Factura' });
    await waitFor(() => expect(factsOf(invoice).Stare).toBe('Creată'));
    expect(within(invoice).getByRole('button', { name: 'Expediați din nou factura' })).toBeInTheDocument();
    expect(within(invoice).getByRole('link', { name: 'Descărcați factura (PDF)' })).toBeInTheDocument();
  });
});
