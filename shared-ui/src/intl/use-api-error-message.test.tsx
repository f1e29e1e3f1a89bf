import { render, screen } from '@testing-library/react';
import type { ApiError } from '../store/api-error.ts';
import { ShopIntlProvider } from './shop-intl-provider.tsx';
import { useApiErrorMessage } from './use-api-error-message.ts';

function ErrorText({ error }: { error: unknown }) {
  return <p>{useApiErrorMessage()(error)}</p>;
}

function renderError(error: unknown, messages?: Record<string, string>) {
  render(
    <ShopIntlProvider locale="cs-CZ" messages={messages}>
      <ErrorText error={error} />
    </ShopIntlProvider>,
  );
}

const apiError = (
  status: number,
  type: ApiError['data']['type'],
  code: string,
  message = 'Server text',
): ApiError => ({
  status,
  data: { type, code, message },
});

describe('useApiErrorMessage', () => {
  it("prefers the remote's message for the error code", () => {
    renderError(apiError(409, 'conflict', 'out_of_stock'), { 'error.out_of_stock': 'Zboží je vyprodané.' });
    expect(screen.getByText('Zboží je vyprodané.')).toBeInTheDocument();
  });

  it("shows the server's message for validation errors", () => {
    renderError(apiError(400, 'validation', 'invalid_imei', 'IMEI není platné.'));
    expect(screen.getByText('IMEI není platné.')).toBeInTheDocument();
  });

  it('explains a network failure', () => {
    renderError(apiError(0, 'upstream', 'network_error'));
    expect(
      screen.getByText('Nepodařilo se spojit se serverem. Zkontrolujte prosím připojení k internetu.'),
    ).toBeInTheDocument();
  });

  it('falls back per error type', () => {
    renderError(apiError(403, 'forbidden', 'forbidden'));
    expect(screen.getByText('K této stránce nemáte přístup.')).toBeInTheDocument();
  });

  it('uses the general message for anything else', () => {
    renderError(new Error('boom'));
    expect(screen.getByText(/Při zpracování vašeho požadavku došlo k chybě/)).toBeInTheDocument();
  });
});
