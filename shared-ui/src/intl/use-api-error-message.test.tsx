import { render, screen, within } from '@testing-library/react';
import type { ErrorCode, ErrorType } from 'shared-domain';
import { apiErrorCodes, bffErrorCodes } from 'shared-domain/api-error-codes.ts';
import { apiErrorMessages } from 'shared-domain/api-error-messages.ts';
import type { ApiError } from '../store/api-error.ts';
import { loadApiErrorMessages } from './api-error-catalogue.ts';
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

const codes = [...apiErrorCodes, ...bffErrorCodes];

// A body without words: the front has only the code to go by.
const bareBody = (code: string, type: ErrorType): ApiError => ({
  status: 409,
  data: { type, code, message: '' },
});

function ErrorList({ types }: { types: ErrorType[] }) {
  const describe = useApiErrorMessage();
  return (
    <ul>
      {codes.flatMap((code) =>
        types.map((type) => (
          <li key={`${code}-${type}`} data-code={code}>
            {describe(bareBody(code, type))}
          </li>
        )),
      )}
    </ul>
  );
}

describe('useApiErrorMessage', () => {
  it("shows the code's words once its language's catalogue has loaded after the first paint", async () => {
    renderError(apiError(409, 'conflict', 'installments_failed', ''), undefined, 'ro-RO');
    expect(await screen.findByText('Ne pare rău, dar calculul ratelor a eșuat.')).toBeInTheDocument();
  });

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

  describe('every code the api and the bff can send', () => {
    // The catalogues load after the first paint; these tests read them once loaded.
    beforeAll(() => Promise.all([loadApiErrorMessages('cs-CZ'), loadApiErrorMessages('ro-RO')]));

    it.each(['cs-CZ', 'ro-RO'] as const)('has its own message in %s', async (locale) => {
      const catalogue = await loadApiErrorMessages(locale);
      const missing = codes.filter((code) => !catalogue[`ui.apiError.${code}`]?.trim());
      expect(missing).toEqual([]);
      // No message may be left as the other language's or as English.
      const other = locale === 'cs-CZ' ? 'ro-RO' : 'cs-CZ';
      const same = codes.filter((code) => apiErrorMessages[locale][code] === apiErrorMessages[other][code]);
      expect(same).toEqual([]);
    });

    it.each(['cs-CZ', 'ro-RO'] as const)('is shown by its code in %s', (locale) => {
      render(
        <ShopIntlProvider locale={locale}>
          <ErrorList types={['conflict', 'not_found', 'upstream']} />
        </ShopIntlProvider>,
      );
      const items = within(screen.getByRole('list')).getAllByRole('listitem');
      expect(items).toHaveLength(codes.length * 3);
      const wrong = items.filter(
        (item) => item.textContent !== apiErrorMessages[locale][item.dataset.code as ErrorCode],
      );
      expect(wrong.map((item) => `${item.dataset.code}: ${item.textContent}`)).toEqual([]);
    });

    it("shows the code's message over a server text in another language", () => {
      renderError(apiError(409, 'conflict', 'installments_failed', 'Calculating installments failed'));
      expect(screen.getByText('Omlouváme se, ale výpočet splátek se nezdařil.')).toBeInTheDocument();
    });

    it('keeps the api text that names details the code cannot (pieces left in stock)', () => {
      renderError(apiError(409, 'conflict', 'out_of_stock', 'Skladem zbývá jen 2 kusy.'));
      expect(screen.getByText('Skladem zbývá jen 2 kusy.')).toBeInTheDocument();
    });

    it('says "Neplatná objednávka." for a cut-short order link', () => {
      renderError(apiError(400, 'validation', 'invalid_order', ''));
      expect(screen.getByText('Neplatná objednávka.')).toBeInTheDocument();
    });

    it('says "Comandă nevalidă." for a cut-short order link in Romanian', () => {
      renderError(apiError(400, 'validation', 'invalid_order', ''), undefined, 'ro-RO');
      expect(screen.getByText('Comandă nevalidă.')).toBeInTheDocument();
    });
  });
});
