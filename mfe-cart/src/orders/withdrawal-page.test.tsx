import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { WithdrawalRequest } from 'shared-domain';
import { rateLimitedResponse, setupTestServer } from 'shared-ui/testing.ts';
import { ORDERS_API } from '../orders-api.ts';
import { apiError, CZ_TOKEN, czOrder, RO_TOKEN, roOrder } from './testing/order-fixtures.ts';
import { renderOrderPage } from './testing/render-order-page.tsx';

const sent: { number: string; body: WithdrawalRequest }[] = [];
const server = setupTestServer(
  http.get(`${ORDERS_API}/status`, ({ request }) =>
    new URL(request.url).searchParams.get('number') === 'RO26000045'
      ? HttpResponse.json({ ...roOrder, withdrawalUntil: '2026-03-20' })
      : HttpResponse.json(czOrder),
  ),
  http.post(`${ORDERS_API}/:number/withdrawal`, async ({ params, request }) => {
    sent.push({ number: String(params.number), body: (await request.json()) as WithdrawalRequest });
    return HttpResponse.json({ number: 'W26000007' }, { status: 201 });
  }),
);

beforeEach(() => {
  sent.length = 0;
});

type User = ReturnType<typeof renderOrderPage>['user'];
const czUrl = `/objednavka/odstoupeni?number=CZ26000123&token=${CZ_TOKEN}`;

async function fillCzech(user: User) {
  await user.type(
    await screen.findByRole('textbox', { name: 'E-mail uvedený v\u00a0objednávce' }),
    'jana.novakova@example.cz',
  );
  await user.type(
    screen.getByRole('textbox', { name: 'Číslo účtu pro vrácení peněz' }),
    '19-2000145399/0800',
  );
  await user.type(screen.getByRole('textbox', { name: 'Majitel účtu' }), 'Jana Nováková');
}

describe('contract withdrawal page', () => {
  it('explains the 14 days, checks the form in the browser and sends nothing when it is wrong', async () => {
    const { user } = renderOrderPage('cz', czUrl);
    expect(screen.getByRole('heading', { level: 1, name: 'Odstoupení od smlouvy' })).toBeInTheDocument();
    expect(screen.getByText(/do 14 dnů od převzetí/)).toBeInTheDocument();
    expect(await screen.findByText('Poslední den pro odstoupení: 19. 3. 2026')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'E-mail uvedený v\u00a0objednávce' }), 'jana@');
    await user.type(
      screen.getByRole('textbox', { name: 'Číslo účtu pro vrácení peněz' }),
      '19-2000145398/0800',
    );
    await user.click(screen.getByRole('button', { name: 'Odstoupit od smlouvy' }));

    const email = screen.getByRole('textbox', { name: 'E-mail uvedený v\u00a0objednávce' });
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription(expect.stringContaining('Zadejte platnou e-mailovou adresu.'));
    expect(screen.getByRole('textbox', { name: 'Číslo účtu pro vrácení peněz' })).toHaveAccessibleDescription(
      expect.stringContaining('Zadejte platné číslo účtu.'),
    );
    expect(screen.getByRole('textbox', { name: 'Majitel účtu' })).toHaveAccessibleDescription(
      expect.stringContaining('Tato hodnota je požadována.'),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('asks before sending; cancelling sends nothing', async () => {
    const { user } = renderOrderPage('cz', czUrl);
    await fillCzech(user);
    await user.click(screen.getByRole('button', { name: 'Odstoupit od smlouvy' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Opravdu odstoupit od smlouvy?' });
    expect(dialog).toHaveTextContent('Odstoupení od objednávky č. CZ26000123 nelze vzít zpět.');
    expect(dialog).toHaveTextContent('19-2000145399/0800');
    await user.click(within(dialog).getByRole('button', { name: 'Zrušit' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('sends the withdrawal after confirming and shows its number', async () => {
    const { user } = renderOrderPage('cz', czUrl);
    await fillCzech(user);
    await user.type(
      screen.getByRole('textbox', { name: 'Důvod odstoupení (nepovinné)' }),
      'Nevyhovuje mi velikost.',
    );
    await user.click(screen.getByRole('button', { name: 'Odstoupit od smlouvy' }));
    await user.click(screen.getByRole('button', { name: 'Ano, odstoupit' }));

    expect(await screen.findByText('Odstoupení od smlouvy jsme přijali')).toBeInTheDocument();
    expect(
      screen.getByText(/Číslo odstoupení: W26000007\. Potvrzení jsme vám poslali e-mailem\./),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      {
        number: 'CZ26000123',
        body: {
          token: CZ_TOKEN,
          email: 'jana.novakova@example.cz',
          bank_account: '19-2000145399/0800',
          account_holder: 'Jana Nováková',
          reason: 'Nevyhovuje mi velikost.',
        },
      },
    ]);
    expect(screen.queryByRole('textbox', { name: 'Majitel účtu' })).not.toBeInTheDocument();
  });

  it('puts the server’s field errors at the fields and keeps what was typed', async () => {
    server.use(
      http.post(`${ORDERS_API}/:number/withdrawal`, () =>
        HttpResponse.json(
          {
            ...apiError('validation', 'invalid_request', 'Invalid request.'),
            errors: {
              form: { email: ['E-mail neodpovídá objednávce.'], bank_account: ['bankAccountNumber'] },
            },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderOrderPage('cz', czUrl);
    await fillCzech(user);
    await user.click(screen.getByRole('button', { name: 'Odstoupit od smlouvy' }));
    await user.click(screen.getByRole('button', { name: 'Ano, odstoupit' }));

    const email = screen.getByRole('textbox', { name: 'E-mail uvedený v\u00a0objednávce' });
    expect(await screen.findByText('E-mail neodpovídá objednávce.')).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription(expect.stringContaining('E-mail neodpovídá objednávce.'));
    expect(email).toHaveValue('jana.novakova@example.cz');
    expect(email).toHaveFocus();
    const account = screen.getByRole('textbox', { name: 'Číslo účtu pro vrácení peněz' });
    expect(account).toHaveAccessibleDescription(expect.stringContaining('Zadejte platné číslo účtu.'));
    expect(account).toHaveValue('19-2000145399/0800');
  });

  it.each([
    [
      'withdrawal_period_over',
      'Withdrawal period is over.',
      'Lhůta 14 dní pro odstoupení od smlouvy už uplynula.',
    ],
    ['already_withdrawn', 'Already withdrawn.', 'Od této smlouvy jste už odstoupili.'],
  ])('explains a 409 %s', async (code, message, text) => {
    server.use(
      http.post(`${ORDERS_API}/:number/withdrawal`, () =>
        HttpResponse.json(apiError('conflict', code, message), { status: 409 }),
      ),
    );
    const { user } = renderOrderPage('cz', czUrl);
    await fillCzech(user);
    await user.click(screen.getByRole('button', { name: 'Odstoupit od smlouvy' }));
    await user.click(screen.getByRole('button', { name: 'Ano, odstoupit' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Odstoupení se nepodařilo odeslat');
    expect(alert).toHaveTextContent(text);
    expect(screen.getByRole('textbox', { name: 'Majitel účtu' })).toHaveValue('Jana Nováková');
  });

  it('after too many wrong e-mails (429) says how long to wait and keeps the form', async () => {
    server.use(http.post(`${ORDERS_API}/:number/withdrawal`, () => rateLimitedResponse(90)));
    const { user } = renderOrderPage('cz', czUrl);
    await fillCzech(user);
    await user.click(screen.getByRole('button', { name: 'Odstoupit od smlouvy' }));
    await user.click(screen.getByRole('button', { name: 'Ano, odstoupit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Příliš mnoho pokusů. Zkuste to prosím znovu za 2 minuty.',
    );
    expect(screen.getByRole('textbox', { name: 'Majitel účtu' })).toHaveValue('Jana Nováková');
  });

  it('says so when the order can no longer be withdrawn from', async () => {
    server.use(
      http.get(`${ORDERS_API}/status`, () => HttpResponse.json({ ...czOrder, withdrawalUntil: null })),
    );
    renderOrderPage('cz', czUrl);
    expect(await screen.findByText('Od této objednávky už nelze odstoupit.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('takes a Romanian IBAN at /comanda/retragere', async () => {
    const { user } = renderOrderPage('ro', `/comanda/retragere?number=RO26000045&token=${RO_TOKEN}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Retragere din contract' })).toBeInTheDocument();
    expect(await screen.findByText('Ultima zi pentru retragere: 20 mar. 2026')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'E-mailul din comandă' }), 'ana.popescu@example.ro');
    const iban = screen.getByRole('textbox', { name: 'IBAN pentru rambursare' });
    await user.type(iban, 'CZ6508000000192000145399');
    await user.type(screen.getByRole('textbox', { name: 'Titularul contului' }), 'Ana Popescu');
    await user.click(screen.getByRole('button', { name: 'Retrageți-vă din contract' }));
    expect(iban).toHaveAccessibleDescription(expect.stringContaining('Introduceți un IBAN valid.'));

    await user.clear(iban);
    await user.type(iban, 'RO49 AAAA 1B31 0075 9384 0000');
    await user.click(screen.getByRole('button', { name: 'Retrageți-vă din contract' }));
    await user.click(screen.getByRole('button', { name: 'Da, mă retrag' }));
    expect(await screen.findByText('Am primit retragerea din contract')).toBeInTheDocument();
    expect(sent[0].number).toBe('RO26000045');
    expect(sent[0].body).toMatchObject({ token: RO_TOKEN, bank_account: 'RO49 AAAA 1B31 0075 9384 0000' });
    expect(sent[0].body.reason).toBeUndefined();
  });
});
