import { screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { validationMessages } from 'shared-domain/validation';
import { renderWithProviders, setupTestServer } from 'shared-ui/testing.ts';
import csCZ from '../messages/cs-CZ.ts';
import roRO from '../messages/ro-RO.ts';
import { ProductReviews } from './product-reviews.tsx';
import { createUrl, reviewPage, reviewsUrl, userData, userDataUrl } from './review-fixtures.ts';

const posted: { productId: string; body: Record<string, unknown> }[] = [];
let listCalls = 0;
const server = setupTestServer(
  http.get(reviewsUrl, ({ request }) => {
    listCalls += 1;
    return HttpResponse.json(reviewPage(1, Number(new URL(request.url).searchParams.get('pageSize'))));
  }),
  http.get(userDataUrl, () => HttpResponse.json(userData())),
  http.post(createUrl, async ({ request, params }) => {
    posted.push({
      productId: String(params.productId),
      body: (await request.json()) as Record<string, unknown>,
    });
    return HttpResponse.json({ id: 99, status: 'pending', verified: false }, { status: 201 });
  }),
);

beforeEach(() => {
  posted.length = 0;
  listCalls = 0;
});

const props = {
  productId: 101,
  masterSeoName: 'apple-iphone-15',
  productName: 'Apple iPhone 15 128 GB, Modrá',
};
const cs = validationMessages['cs-CZ'];

async function openForm(options: Parameters<typeof renderWithProviders>[1] = { messages: csCZ }) {
  const rendered = renderWithProviders(<ProductReviews {...props} />, options);
  const write = await screen.findByRole('button', {
    name: options?.shop === 'ro' ? 'Scrieți o recenzie' : 'Napsat recenzi',
  });
  await rendered.user.click(write);
  const form = await screen.findByRole('form');
  return { ...rendered, form };
}

async function fillValid(user: Awaited<ReturnType<typeof openForm>>['user']) {
  await user.click(screen.getByRole('radio', { name: '4 hvězdičky' }));
  await user.type(screen.getByLabelText(/Text recenze/), 'Skvělý telefon, drží celý den.');
  await user.type(screen.getByLabelText(/^Výhody/), 'Baterie');
  await user.type(screen.getByLabelText(/Jméno a příjmení/), 'Karel Novák');
}

describe('review form', () => {
  it('opens from "Napsat recenzi" with a star radio group and the fields', async () => {
    const { form } = await openForm();
    expect(form).toHaveAccessibleName('Vaše recenze: Apple iPhone 15 128 GB, Modrá');
    const stars = within(form).getByRole('radiogroup', { name: 'Vaše hodnocení' });
    expect(
      within(stars)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['1', '2', '3', '4', '5']);
    expect(within(stars).getByRole('radio', { name: '1 hvězdička' })).toBeInTheDocument();
    expect(within(stars).getByRole('radio', { name: '5 hvězdiček' })).toBeInTheDocument();
    expect(within(form).getByLabelText(/Číslo objednávky nebo faktury/)).toHaveValue('');
    expect(within(form).getByLabelText(/Jméno a příjmení/)).toBeRequired();
  });

  it('checks the required fields and lengths before sending, with messages at the fields', async () => {
    const { user, form } = await openForm();
    await user.type(within(form).getByLabelText(/Text recenze/), 'Krátký');
    await user.click(within(form).getByRole('button', { name: 'Odeslat recenzi' }));
    const stars = within(form).getByRole('radiogroup', { name: 'Vaše hodnocení' });
    expect(stars).toHaveAttribute('aria-invalid', 'true');
    expect(stars).toHaveAccessibleDescription(cs.required);
    expect(within(form).getByLabelText(/Text recenze/)).toHaveAccessibleDescription(
      expect.stringContaining('Zadejte alespoň 10 znaků.'),
    );
    expect(within(form).getByLabelText(/Jméno a příjmení/)).toHaveAccessibleDescription(cs.required);
    expect(within(form).getByRole('alert')).toHaveTextContent(cs.required);
    expect(posted).toHaveLength(0);

    await user.click(within(stars).getByRole('radio', { name: '2 hvězdičky' }));
    expect(stars).not.toHaveAttribute('aria-invalid');
    expect(within(form).getByLabelText(/Text recenze/)).toHaveValue('Krátký');
  });

  it('sends the review, then thanks and says it shows after approval: the list stays as it was', async () => {
    const { user, form } = await openForm();
    await fillValid(user);
    await user.click(within(form).getByRole('button', { name: 'Odeslat recenzi' }));
    expect(await screen.findByText('Děkujeme, recenze se zobrazí po schválení.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(posted).toEqual([
      {
        productId: '101',
        body: {
          rating: 4,
          pros: 'Baterie',
          cons: '',
          text: 'Skvělý telefon, drží celý den.',
          full_name: 'Karel Novák',
          voucher_or_invoice_number: '',
        },
      },
    ]);
    expect(screen.queryByText('Karel Novák')).not.toBeInTheDocument();
    expect(listCalls).toBe(1);
  });

  it('disables the submit button while sending', async () => {
    server.use(
      http.post(createUrl, async () => {
        await delay(50);
        return HttpResponse.json({ id: 7, status: 'pending', verified: true }, { status: 201 });
      }),
    );
    const { user, form } = await openForm();
    await fillValid(user);
    const submit = within(form).getByRole('button', { name: 'Odeslat recenzi' });
    await user.click(submit);
    expect(submit).toBeDisabled();
    expect(await screen.findByText('Děkujeme, recenze se zobrazí po schválení.')).toBeInTheDocument();
    expect(screen.getByText('Recenzi označíme jako od ověřeného zákazníka.')).toBeInTheDocument();
  });

  it('shows the server’s 400 field errors at their fields and keeps the input', async () => {
    server.use(
      http.post(createUrl, () =>
        HttpResponse.json(
          {
            type: 'validation',
            code: 'invalid_request',
            message: 'The request is not valid.',
            errors: {
              form: {
                full_name: ['Zadejte nejvýše 100 znaků.'],
                voucher_or_invoice_number: ['Zadejte nejvýše 40 znaků.'],
              },
            },
          },
          { status: 400 },
        ),
      ),
    );
    const { user, form } = await openForm();
    await fillValid(user);
    await user.click(within(form).getByRole('button', { name: 'Odeslat recenzi' }));
    await waitFor(() =>
      expect(within(form).getByLabelText(/Jméno a příjmení/)).toHaveAccessibleDescription(
        'Zadejte nejvýše 100 znaků.',
      ),
    );
    expect(within(form).getByLabelText(/Číslo objednávky nebo faktury/)).toHaveAccessibleDescription(
      expect.stringContaining('Zadejte nejvýše 40 znaků.'),
    );
    expect(within(form).getByLabelText(/Jméno a příjmení/)).toHaveValue('Karel Novák');
    expect(screen.queryByText('Děkujeme, recenze se zobrazí po schválení.')).not.toBeInTheDocument();
  });

  it('explains other failures above the form', async () => {
    server.use(
      http.post(createUrl, () =>
        HttpResponse.json(
          { type: 'not_found', code: 'product_not_found', message: 'The shop does not sell this product.' },
          { status: 404 },
        ),
      ),
    );
    const { user, form } = await openForm();
    await fillValid(user);
    await user.click(within(form).getByRole('button', { name: 'Odeslat recenzi' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Recenzi se nepodařilo odeslat');
  });

  it('prefills a signed-in customer’s name and newest order with the product', async () => {
    server.use(
      http.get(userDataUrl, () =>
        HttpResponse.json(
          userData({ full_name: 'Jana Nováková', order_numbers: ['CZ26000004', 'CZ26000001'] }),
        ),
      ),
    );
    const { form } = await openForm();
    await waitFor(() => expect(within(form).getByLabelText(/Jméno a příjmení/)).toHaveValue('Jana Nováková'));
    const voucher = within(form).getByLabelText(/Číslo objednávky nebo faktury/);
    expect(voucher).toHaveValue('CZ26000004');
    expect(voucher).toHaveAccessibleDescription(
      /^Vaše objednávky s\stímto produktem: CZ26000004\sa\sCZ26000001$/,
    );
  });

  it('works in Romanian in the Romanian shop', async () => {
    const { user, form } = await openForm({ shop: 'ro', messages: roRO });
    expect(form).toHaveAccessibleName('Recenzia dumneavoastră: Apple iPhone 15 128 GB, Modrá');
    await user.click(within(form).getByRole('button', { name: 'Trimiteți recenzia' }));
    expect(
      within(form).getByRole('radiogroup', { name: 'Evaluarea dumneavoastră' }),
    ).toHaveAccessibleDescription(validationMessages['ro-RO'].required);
    await user.click(within(form).getByRole('radio', { name: '5 stele' }));
    await user.type(within(form).getByLabelText(/Textul recenziei/), 'Telefon excelent, recomand.');
    await user.type(within(form).getByLabelText(/Nume și prenume/), 'Ana Popescu');
    await user.click(within(form).getByRole('button', { name: 'Trimiteți recenzia' }));
    expect(await screen.findByText('Vă mulțumim, recenzia va apărea după aprobare.')).toBeInTheDocument();
    expect(posted).toHaveLength(1);
  });
});
