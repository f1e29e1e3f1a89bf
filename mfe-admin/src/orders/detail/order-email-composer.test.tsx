import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { AdminOrderDetail, OrderEmailPreview, OrderEmailTemplate } from 'shared-domain';
import { useRoutes, useShop } from 'shared-ui';
import { renderWithProviders, setupTestServer, staff } from 'shared-ui/testing.ts';
import csCZ from '../../messages/cs-CZ.ts';
import roRO from '../../messages/ro-RO.ts';
import remote from '../../routes.tsx';
import { orderInvoices } from '../testing/invoice-fixtures.ts';
import { adminOrder } from '../testing/order-fixtures.ts';

function AdminRoutes() {
  return useRoutes(remote.routes(useShop().shop));
}

// The api's templates (api/src/orders/admin/order-email-templates.ts), placeholders unfilled.
const czTemplates: OrderEmailTemplate[] = [
  { key: 'blank', name: 'Vlastní zpráva', subject: 'Vaše objednávka {number}', body: '' },
  {
    key: 'delay',
    name: 'Zpoždění dodání',
    subject: 'Objednávka {number} se zpozdí',
    body: 'omlouváme se, ale vaše objednávka {number} se zpozdí.\n\nObjednali jste:\n{items}',
  },
  {
    key: 'payment',
    name: 'Připomenutí platby',
    subject: 'Platba objednávky {number}',
    body: 'platbu vaší objednávky {number} jsme zatím nepřijali: {statusLink}',
  },
];
const roTemplates: OrderEmailTemplate[] = [
  {
    key: 'delay',
    name: 'Întârziere la livrare',
    subject: 'Comanda {number} va întârzia',
    body: 'Ne pare rău, dar comanda dumneavoastră {number} va întârzia.',
  },
];

const delayPreview: OrderEmailPreview = {
  to: 'jana.novakova@example.cz',
  subject: 'Objednávka CZ26000123 se zpozdí',
  text:
    'Dobrý den,\n\nomlouváme se, ale vaše objednávka CZ26000123 se zpozdí.\n\n' +
    'Objednali jste:\n- Apple iPhone 13 128 GB, 1× 13 990 Kč\n\nS pozdravem\nTým obchodu',
  html: '<p>Dobrý den,</p><p><strong>omlouváme se</strong></p><img src="x" alt="html-only">',
};

const customEmail = {
  at: '2026-03-06T09:00:00.000Z',
  kind: 'custom',
  recipient: 'jana.novakova@example.cz',
  subject: 'Dotaz k objednávce',
};

let order: AdminOrderDetail = adminOrder();
const detailRequests: string[] = [];
const historyRequests: string[] = [];
const previews: { number: string; body: unknown }[] = [];
const sends: { number: string; body: unknown }[] = [];
let sendAnswer: () => Response;

setupTestServer(
  http.get('/api/new/accounts/me', () => HttpResponse.json({ user: staff })),
  http.get('/api/new/admin/orders/:number', ({ params }) => {
    detailRequests.push(String(params.number));
    return HttpResponse.json(order);
  }),
  // The invoice section's own requests are tested in order-invoices.test.tsx.
  http.get('/api/new/admin/orders/:number/invoices', () => HttpResponse.json(orderInvoices())),
  http.get('/api/new/admin/orders/:number/email-templates', ({ params }) =>
    HttpResponse.json({ templates: String(params.number).startsWith('RO') ? roTemplates : czTemplates }),
  ),
  http.post('/api/new/admin/orders/:number/email/preview', async ({ request, params }) => {
    previews.push({ number: String(params.number), body: await request.json() });
    return HttpResponse.json(delayPreview);
  }),
  http.post('/api/new/admin/orders/:number/email', async ({ request, params }) => {
    sends.push({ number: String(params.number), body: await request.json() });
    return sendAnswer();
  }),
  http.get('/api/new/admin/history/:entity/:id', ({ params }) => {
    historyRequests.push(`${params.entity}/${params.id}`);
    return HttpResponse.json({ items: [], total: 0, page: 1, pageSize: 20 });
  }),
);

beforeEach(() => {
  order = adminOrder();
  detailRequests.length = 0;
  historyRequests.length = 0;
  previews.length = 0;
  sends.length = 0;
  sendAnswer = () => {
    order = adminOrder({ emails: [...order.emails, customEmail] });
    return HttpResponse.json({ sent: true });
  };
});

afterEach(() => {
  jest.restoreAllMocks();
});

async function renderComposer(shop: 'cz' | 'ro' = 'cz') {
  const path = shop === 'cz' ? '/admin/objednavky/CZ26000123' : '/admin/comenzi/RO26000045';
  const rendered = renderWithProviders(<AdminRoutes />, {
    shop,
    messages: shop === 'cz' ? csCZ : roRO,
    initialEntries: [path],
  });
  const form = await screen.findByRole('form', {
    name: shop === 'cz' ? 'Napsat zákazníkovi' : 'Scrieți clientului',
  });
  // The templates arrive on their own request: the select is usable once they have.
  await waitFor(() => expect(within(form).getByRole('combobox')).toBeEnabled());
  return { ...rendered, form };
}

const subjectOf = (form: HTMLElement) => within(form).getByRole('textbox', { name: /Předmět/ });
const bodyOf = (form: HTMLElement) => within(form).getByRole('textbox', { name: /Text zprávy/ });
const templateOf = (form: HTMLElement) => within(form).getByRole('combobox', { name: 'Šablona' });

describe('writing to the customer', () => {
  it('fills the fields from a template, and asks before a template replaces typed text', async () => {
    const { user, form } = await renderComposer();
    expect(screen.getByText(/E-mail odejde na adresu jana\.novakova@example\.cz/)).toBeInTheDocument();
    expect(bodyOf(form)).toHaveAccessibleDescription(
      expect.stringContaining(
        '{number} číslo objednávky, {customer} jméno zákazníka, {items} seznam položek',
      ),
    );

    await user.selectOptions(templateOf(form), 'Zpoždění dodání');
    expect(subjectOf(form)).toHaveValue('Objednávka {number} se zpozdí');
    expect(bodyOf(form)).toHaveValue(czTemplates[1].body);

    // Nothing of their own typed yet: another template simply takes its place.
    await user.selectOptions(templateOf(form), 'Připomenutí platby');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(subjectOf(form)).toHaveValue('Platba objednávky {number}');

    await user.type(bodyOf(form), ' Děkujeme za trpělivost.');
    await user.selectOptions(templateOf(form), 'Zpoždění dodání');
    let dialog = screen.getByRole('alertdialog', { name: 'Nahradit rozepsaný text?' });
    expect(dialog).toHaveTextContent('Šablona „Zpoždění dodání“ nahradí předmět i text zprávy.');
    await user.click(within(dialog).getByRole('button', { name: 'Ponechat můj text' }));
    expect(bodyOf(form)).toHaveValue(`${czTemplates[2].body} Děkujeme za trpělivost.`);
    expect(templateOf(form)).toHaveDisplayValue('Připomenutí platby');

    await user.selectOptions(templateOf(form), 'Zpoždění dodání');
    dialog = screen.getByRole('alertdialog', { name: 'Nahradit rozepsaný text?' });
    await user.click(within(dialog).getByRole('button', { name: 'Nahradit text' }));
    expect(subjectOf(form)).toHaveValue('Objednávka {number} se zpozdí');
    expect(bodyOf(form)).toHaveValue(czTemplates[1].body);
    expect(templateOf(form)).toHaveDisplayValue('Zpoždění dodání');
  });

  it('previews the e-mail the api composes and shows its plain text, never its html', async () => {
    const { user, form } = await renderComposer();
    await user.selectOptions(templateOf(form), 'Zpoždění dodání');
    await user.click(within(form).getByRole('button', { name: 'Náhled' }));

    const preview = await screen.findByRole('region', { name: 'Náhled e-mailu' });
    expect(previews).toEqual([
      { number: 'CZ26000123', body: { subject: czTemplates[1].subject, body: czTemplates[1].body } },
    ]);
    const facts = within(preview)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(facts).toEqual([
      ['Příjemce', 'jana.novakova@example.cz'],
      ['Předmět', 'Objednávka CZ26000123 se zpozdí'],
      ['Text', delayPreview.text],
    ]);
    expect(within(preview).getByRole('heading', { name: 'Náhled e-mailu' })).toHaveFocus();
    expect(screen.queryByRole('img', { name: 'html-only' })).not.toBeInTheDocument();
    expect(preview.querySelector('strong')).toBeNull();

    // Another word makes the preview out of date: it goes until asked for again.
    await user.type(bodyOf(form), ' Omlouváme se.');
    expect(screen.queryByRole('region', { name: 'Náhled e-mailu' })).not.toBeInTheDocument();
  });

  it('refuses an empty subject or a too long text in the browser, without a request', async () => {
    const { user, form } = await renderComposer();
    await user.type(bodyOf(form), 'Dobrý den, zboží je na cestě.');
    await user.click(within(form).getByRole('button', { name: 'Odeslat' }));
    expect(subjectOf(form)).toHaveAttribute('aria-invalid', 'true');
    expect(subjectOf(form)).toHaveAccessibleDescription('Tato hodnota je požadována.');
    expect(subjectOf(form)).toHaveFocus();
    await user.click(within(form).getByRole('button', { name: 'Náhled' }));
    expect(previews).toEqual([]);

    await user.type(subjectOf(form), 'Zásilka');
    expect(subjectOf(form)).not.toHaveAttribute('aria-invalid');
    await user.click(bodyOf(form));
    await user.paste('x'.repeat(5000));
    await user.click(within(form).getByRole('button', { name: 'Odeslat' }));
    expect(bodyOf(form)).toHaveAccessibleDescription(
      expect.stringContaining('Zadejte nejvýše 5\u00a0000 znaků.'),
    );
    expect(bodyOf(form)).toHaveFocus();
    expect(sends).toEqual([]);
  });

  it('sends the subject and the text, says so, clears the form and lists the e-mail', async () => {
    const { user, form } = await renderComposer();
    await user.type(subjectOf(form), '  Dotaz k objednávce ');
    await user.type(bodyOf(form), 'Dobrý den, ozvěte se nám prosím.');
    await user.click(within(form).getByRole('button', { name: 'Odeslat' }));

    expect(await within(form).findByRole('status')).toHaveTextContent('E-mail byl odeslán.');
    // Trimmed, as the api keeps it.
    expect(sends).toEqual([
      {
        number: 'CZ26000123',
        body: { subject: 'Dotaz k objednávce', body: 'Dobrý den, ozvěte se nám prosím.' },
      },
    ]);
    expect(subjectOf(form)).toHaveValue('');
    expect(bodyOf(form)).toHaveValue('');
    expect(screen.getByRole('heading', { level: 2, name: 'Napsat zákazníkovi' })).toHaveFocus();

    // The order and its history are fetched again: the e-mail is in the list of those sent.
    const sent = screen.getByRole('region', { name: 'Odeslané e-maily' });
    expect(await within(sent).findByText('Zpráva od obchodu')).toBeInTheDocument();
    expect(within(sent).getByText('Dotaz k objednávce')).toBeInTheDocument();
    expect(detailRequests).toEqual(['CZ26000123', 'CZ26000123']);
    await waitFor(() => expect(historyRequests).toHaveLength(2));
  });

  it("shows the server's message when the mail could not be sent, and keeps the text", async () => {
    sendAnswer = () =>
      HttpResponse.json(
        {
          type: 'upstream',
          code: 'email_not_sent',
          message: 'Omlouváme se, ale e-mail se kvůli chybě nepodařilo odeslat.',
        },
        { status: 502 },
      );
    const { user, form } = await renderComposer();
    await user.type(subjectOf(form), 'Dotaz k objednávce');
    await user.type(bodyOf(form), 'Dobrý den, ozvěte se nám prosím.');
    await user.click(within(form).getByRole('button', { name: 'Odeslat' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Omlouváme se, ale e-mail se kvůli chybě nepodařilo odeslat.',
    );
    expect(subjectOf(form)).toHaveValue('Dotaz k objednávce');
    expect(bodyOf(form)).toHaveValue('Dobrý den, ozvěte se nám prosím.');
    expect(within(form).queryByRole('status')).not.toBeInTheDocument();
    expect(sends).toHaveLength(1);
    expect(detailRequests).toEqual(['CZ26000123']);
  });

  it("puts the server's refusal at its field and keeps the text", async () => {
    sendAnswer = () =>
      HttpResponse.json(
        {
          type: 'validation',
          code: 'invalid_request',
          message: 'Neplatný požadavek.',
          errors: { form: { body: ['Text e-mailu je příliš dlouhý.'] } },
        },
        { status: 400 },
      );
    const { user, form } = await renderComposer();
    await user.type(subjectOf(form), 'Dotaz k objednávce');
    await user.type(bodyOf(form), 'Dobrý den.');
    await user.click(within(form).getByRole('button', { name: 'Odeslat' }));

    await waitFor(() =>
      expect(bodyOf(form)).toHaveAccessibleDescription(
        expect.stringContaining('Text e-mailu je příliš dlouhý.'),
      ),
    );
    expect(bodyOf(form)).toHaveAttribute('aria-invalid', 'true');
    expect(bodyOf(form)).toHaveFocus();
    expect(bodyOf(form)).toHaveValue('Dobrý den.');
    expect(subjectOf(form)).not.toHaveAttribute('aria-invalid');
  });

  it('asks before the page is left with an unsent text', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const { user, form } = await renderComposer();
    const back = screen.getByRole('link', { name: 'Zpět na seznam objednávek' });
    await user.type(subjectOf(form), 'Dotaz');
    await user.click(back);
    expect(confirm).toHaveBeenCalledWith('E-mail zákazníkovi není odeslaný. Opravdu chcete stránku opustit?');
    expect(screen.getByRole('heading', { level: 1, name: 'Objednávka CZ26000123' })).toBeInTheDocument();
    expect(subjectOf(form)).toHaveValue('Dotaz');
  });

  it('is offered only when the order has an e-mail address', async () => {
    order = adminOrder({ email: null });
    renderWithProviders(<AdminRoutes />, {
      messages: csCZ,
      initialEntries: ['/admin/objednavky/CZ26000123'],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Objednávka CZ26000123' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Napsat zákazníkovi' })).not.toBeInTheDocument();
  });

  it('speaks Romanian', async () => {
    order = adminOrder({ number: 'RO26000045' });
    const { user, form } = await renderComposer('ro');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Șablon' }), 'Întârziere la livrare');
    expect(within(form).getByRole('textbox', { name: /Subiect/ })).toHaveValue(
      'Comanda {number} va întârzia',
    );
    await user.click(within(form).getByRole('button', { name: 'Trimiteți' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('E-mailul a fost trimis.');
    expect(sends).toEqual([
      { number: 'RO26000045', body: { subject: roTemplates[0].subject, body: roTemplates[0].body } },
    ]);
  });
});
