import { render, screen } from '@testing-library/react';
import type { ApiError } from '../store/api-error.ts';
import { ShopIntlProvider } from './shop-intl-provider.tsx';
import { useApiErrorMessage } from './use-api-error-message.ts';

function ErrorText({ error }: { error: unknown }) {
  return <p>{useApiErrorMessage()(error)}</p>;
}

function renderError(error: unknown, messages?: Record<string, string>, locale: 'cs-CZ' | 'ro-RO' = 'cs-CZ') {
  render(
    <ShopIntlProvider locale={locale} messages={messages}>
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

  describe('a 429 that says how long to wait', () => {
    const limited = (retryAfterSeconds: number): ApiError => ({
      status: 429,
      data: { type: 'rate_limited', code: 'rate_limited', message: 'Too many attempts.', retryAfterSeconds },
    });

    it.each([
      [30, 'Příliš mnoho pokusů. Zkuste to prosím znovu za 1 minutu.'],
      [61, 'Příliš mnoho pokusů. Zkuste to prosím znovu za 2 minuty.'],
      [900, 'Příliš mnoho pokusů. Zkuste to prosím znovu za 15 minut.'],
    ])('%i s: tells the minutes, rounded up, in Czech plural forms', (seconds, text) => {
      renderError(limited(seconds));
      expect(screen.getByText(text)).toBeInTheDocument();
    });

    it.each([
      [60, 'Prea multe încercări. Vă rugăm să încercați din nou peste 1 minut.'],
      [180, 'Prea multe încercări. Vă rugăm să încercați din nou peste 3 minute.'],
      [1200, 'Prea multe încercări. Vă rugăm să încercați din nou peste 20 de minute.'],
    ])('%i s: in Romanian plural forms', (seconds, text) => {
      renderError(limited(seconds), undefined, 'ro-RO');
      expect(screen.getByText(text)).toBeInTheDocument();
    });

    it("wins over a remote's message for the code, so every form says it alike", () => {
      renderError(limited(300), { 'error.rate_limited': 'Jiný text.' });
      expect(screen.getByText('Příliš mnoho pokusů. Zkuste to prosím znovu za 5 minut.')).toBeInTheDocument();
    });

    it('without the seconds falls back to the general rate-limit message', () => {
      renderError(apiError(429, 'rate_limited', 'rate_limited'));
      expect(screen.getByText('Příliš mnoho pokusů. Zkuste to prosím za chvíli.')).toBeInTheDocument();
    });
  });
});
