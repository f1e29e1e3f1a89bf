import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupTestServer } from 'shared-ui/testing.ts';
import { renderCatalogueAt } from '../../../testing/catalogue-routes.tsx';

const sent: unknown[] = [];
setupTestServer(
  http.post('/api/new/landing/warranties', async ({ request }) => {
    const body = (await request.json()) as { invoice_number: string };
    sent.push(body);
    if (body.invoice_number === 'ODMITNUTO')
      return HttpResponse.json(
        {
          type: 'validation',
          code: 'invalid_request',
          message: 'Neplatné údaje.',
          errors: { form: { invoice_number: ['Číslo faktury neznáme.'] } },
        },
        { status: 400 },
      );
    return HttpResponse.json({ number: 'PZ-ABCD2345', status: 'pending_review' }, { status: 201 });
  }),
);

beforeEach(() => {
  sent.length = 0;
});

async function fill(user: ReturnType<typeof renderCatalogueAt>['user'], values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
    await user.clear(field);
    await user.type(field, value);
  }
}

describe('extended warranty registration', () => {
  it('checks the fields before sending: IMEI check digit, the date, the e-mail', async () => {
    const { user } = renderCatalogueAt('/prodlouzena-zaruka');
    await screen.findByRole('heading', { name: 'Registrace prodloužené záruky' }, { timeout: 5000 });
    await fill(user, {
      IMEI: '490154203237519',
      'Datum nákupu': '31.02.2025',
      'Číslo faktury': 'F-1',
      'E-mail': 'jan@',
    });
    await user.click(screen.getByRole('button', { name: 'Zaregistrovat záruku' }));
    expect(screen.getByRole('textbox', { name: /^IMEI/ })).toBeInvalid();
    expect(screen.getByRole('textbox', { name: /^Datum nákupu/ })).toBeInvalid();
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toBeInvalid();
    expect(screen.getByRole('textbox', { name: /^Číslo faktury/ })).toBeValid();
    expect(sent).toEqual([]);
  });

  it('sends a valid registration and shows its number; the server refusing a field shows it there', async () => {
    const { user } = renderCatalogueAt('/prodlouzena-zaruka');
    await screen.findByRole('heading', { name: 'Registrace prodloužené záruky' }, { timeout: 5000 });
    await fill(user, {
      IMEI: '4901 5420 3237 518',
      'Datum nákupu': '15.03.2025',
      'Číslo faktury': 'ODMITNUTO',
      'E-mail': 'Jan@Example.cz',
    });
    await user.click(screen.getByRole('button', { name: 'Zaregistrovat záruku' }));
    // In the summary as a link to the field, and at the field.
    expect(await screen.findByRole('link', { name: 'Číslo faktury neznáme.' })).toHaveAttribute(
      'href',
      '#warranty-invoice_number',
    );
    expect(screen.getByRole('textbox', { name: /^Číslo faktury/ })).toBeInvalid();
    expect(screen.getByRole('textbox', { name: /^Číslo faktury/ })).toHaveAccessibleDescription(
      /Číslo faktury neznáme/,
    );

    await fill(user, { 'Číslo faktury': '2025000123' });
    await user.click(screen.getByRole('button', { name: 'Zaregistrovat záruku' }));
    expect(await screen.findByText('Záruka je zaregistrovaná pod číslem PZ-ABCD2345')).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({
      imei: '490154203237518',
      purchase_date: '15.03.2025',
      invoice_number: '2025000123',
      email: 'jan@example.cz',
    });
  });
});
