import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { rateLimitedResponse, setupTestServer } from 'shared-ui/testing.ts';
import { BUYOUT_API } from '../buyout-api.ts';
import { apiError, type BuyoutApiLog, buyoutApiHandlers } from '../testing/buyout-handlers.ts';
import { answerAsNew, renderBuyout } from '../testing/render-buyout.tsx';

const log: BuyoutApiLog = { requests: [], sentToEmail: [] };
const server = setupTestServer(...buyoutApiHandlers('cz', log));

beforeEach(() => {
  log.sentToEmail.length = 0;
});

async function openForm(shop: 'cz' | 'ro' = 'cz', url = '/vykup/telefony/apple/iphone-13/midnight') {
  const rendered = renderBuyout(url, shop);
  await screen.findByRole('group', { name: /Zapne se zařízení/ });
  await answerAsNew(rendered.user);
  await rendered.user.click(
    screen.getByRole('button', { name: /Poslat nabídku e-mailem|Trimiteți oferta pe e-mail/ }),
  );
  return rendered;
}

const emailField = () => screen.getByRole('textbox', { name: /E-mail/ });
const submit = () => screen.getByRole('button', { name: /Odeslat nabídku|Trimiteți oferta$/ });

describe('send the offer to an e-mail address', () => {
  it('explains what is sent and for how long it holds', async () => {
    await openForm();
    const form = screen.getByRole('form', { name: 'Poslat nabídku e-mailem' });
    expect(form).toHaveTextContent('Cena platí 14 dní.');
    expect(emailField()).toHaveAttribute('type', 'email');
    expect(emailField()).toBeRequired();
  });

  it('checks the address before sending anything', async () => {
    const { user } = await openForm();
    await user.click(submit());
    expect(emailField()).toHaveAccessibleDescription('Tato hodnota je požadována.');
    expect(emailField()).toHaveFocus();
    await user.type(emailField(), 'jana.novakova@');
    expect(emailField()).not.toHaveAccessibleDescription();
    await user.click(submit());
    expect(emailField()).toHaveAccessibleDescription('Zadejte platnou e-mailovou adresu.');
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(log.sentToEmail).toEqual([]);
  });

  it('sends the appraisal with the address and says where it went and until when it holds', async () => {
    const { user } = await openForm();
    await user.type(
      screen.getByRole('textbox', { name: 'Poznámka k\u00a0zařízení (nepovinné)' }),
      'Bez krabice',
    );
    await user.type(emailField(), ' jana.novakova@example.cz ');
    await user.click(submit());
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(
      'Nabídku jsme poslali na jana.novakova@example.cz. Platí do 5. 12. 2026.',
    );
    expect(status.parentElement).toHaveFocus();
    expect(log.sentToEmail).toEqual([
      {
        e_mail: 'jana.novakova@example.cz',
        device_identifier: 1000,
        appraisal_version: 7,
        device_condition_choices: [
          { condition: 1, value: 11 },
          { condition: 2, value: 21 },
          { condition: 3, value: 31 },
          { condition: 4, value: 41 },
          { condition: 5, value: 51 },
          { condition: 6, value: 61 },
        ],
        note: 'Bez krabice',
      },
    ]);
  });

  it('disables the submit button while sending', async () => {
    let answer: (response: Response) => void = () => {};
    server.use(
      http.post(`${BUYOUT_API}/send-to-email/`, () => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const { user } = await openForm();
    await user.type(emailField(), 'jana.novakova@example.cz');
    await user.click(submit());
    await waitFor(() => expect(submit()).toBeDisabled());
    expect(screen.getByRole('status', { name: 'Odesíláme nabídku…' })).toBeInTheDocument();
    answer(HttpResponse.json({ sent: true, valid_until: '2026-12-05T10:00:00.000Z' }));
    await waitFor(() => expect(submit()).toBeEnabled());
  });

  it('puts the server’s e_mail error (400) at the e-mail field and keeps the address', async () => {
    server.use(
      http.post(`${BUYOUT_API}/send-to-email/`, () =>
        apiError(400, 'invalid_request', 'The request is not valid.', { form: { e_mail: ['email'] } }),
      ),
    );
    const { user } = await openForm();
    await user.type(emailField(), 'jana@example.cz');
    await user.click(submit());
    await waitFor(() =>
      expect(emailField()).toHaveAccessibleDescription('Zadejte platnou e-mailovou adresu.'),
    );
    expect(emailField()).toHaveValue('jana@example.cz');
    expect(emailField()).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a server’s own text as it is', async () => {
    server.use(
      http.post(`${BUYOUT_API}/send-to-email/`, () =>
        apiError(400, 'invalid_request', 'The request is not valid.', {
          form: { e_mail: ['Na tuto adresu poštu nedoručíme.'], quote: ['Nabídka neexistuje.'] },
        }),
      ),
    );
    const { user } = await openForm();
    await user.type(emailField(), 'jana@example.cz');
    await user.click(submit());
    await waitFor(() => expect(emailField()).toHaveAccessibleDescription('Na tuto adresu poštu nedoručíme.'));
    expect(screen.getByRole('alert')).toHaveTextContent('Nabídka neexistuje.');
  });

  it('says the e-mail could not be sent (502) and keeps the address', async () => {
    server.use(
      http.post(`${BUYOUT_API}/send-to-email/`, () =>
        apiError(502, 'email_not_sent', 'The e-mail could not be sent.'),
      ),
    );
    const { user } = await openForm();
    await user.type(emailField(), 'jana.novakova@example.cz');
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Je nám líto, ale e-mail se kvůli chybě nepodařilo odeslat\.$/);
    expect(alert.parentElement).toHaveFocus();
    expect(emailField()).toHaveValue('jana.novakova@example.cz');
    // Trying again is one click away.
    server.resetHandlers(...buyoutApiHandlers('cz', log));
    await user.click(submit());
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Nabídku jsme poslali na jana.novakova@example.cz.',
    );
  });

  it('says at the form how long to wait after too many quotes (429), and keeps the address', async () => {
    server.use(http.post(`${BUYOUT_API}/send-to-email/`, () => rateLimitedResponse(40 * 60)));
    const { user } = await openForm();
    await user.type(emailField(), 'jana.novakova@example.cz');
    await user.click(submit());
    const form = screen.getByRole('form', { name: 'Poslat nabídku e-mailem' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Příliš mnoho pokusů. Zkuste to prosím znovu za 40 minut.',
    );
    expect(emailField()).toHaveValue('jana.novakova@example.cz');
  });

  it('says it in Romanian in the Romanian shop', async () => {
    server.use(...buyoutApiHandlers('ro', log));
    server.use(
      http.post(`${BUYOUT_API}/send-to-email/`, () =>
        apiError(502, 'email_not_sent', 'The e-mail could not be sent.'),
      ),
    );
    const { user } = await openForm('ro', '/rascumparare/telefony/apple/iphone-13/midnight');
    const form = screen.getByRole('form', { name: 'Trimiteți oferta pe e-mail' });
    await user.type(within(form).getByRole('textbox', { name: /E-mail/ }), 'ana.popescu@example.ro');
    await user.click(within(form).getByRole('button', { name: 'Trimiteți oferta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Ne pare rău, dar e-mailul nu a putut fi trimis din cauza unei erori\.$/,
    );
  });
});
