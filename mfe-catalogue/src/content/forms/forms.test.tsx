import { createHash, webcrypto } from 'node:crypto';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { formatValidationMessage } from 'shared-domain/validation';
import { setupTestServer } from 'shared-ui/testing.ts';
import { renderCatalogueAt } from '../../testing/catalogue-routes.tsx';

// jsdom has no Web Crypto digest; the browser's is the same standard API, which Node implements.
Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });

const SALT = 'abc123?expires=9999999999';
const NUMBER = 7;
const challenge = {
  algorithm: 'SHA-256',
  challenge: createHash('sha256').update(`${SALT}${NUMBER}`).digest('hex'),
  maxnumber: 50,
  salt: SALT,
  signature: 'signed-by-the-api',
};
const invalidCaptcha = formatValidationMessage('cs-CZ', 'captcha');

const sent: { path: string; body: unknown }[] = [];
let refuseCaptchaOnce = false;
setupTestServer(
  http.get('/api/new/forms/captcha', () => HttpResponse.json(challenge)),
  http.post('/api/new/forms/contact', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    sent.push({ path: 'contact', body });
    if (refuseCaptchaOnce) {
      refuseCaptchaOnce = false;
      return HttpResponse.json(
        {
          type: 'validation',
          code: 'invalid_request',
          message: 'Požadavek obsahuje neplatné údaje.',
          errors: { form: { captcha: [invalidCaptcha] } },
        },
        { status: 400 },
      );
    }
    return HttpResponse.json({ received: true }, { status: 201 });
  }),
  http.post('/api/new/forms/job-application', async ({ request }) => {
    const form = await request.formData();
    const cv = form.get('cv') as File;
    sent.push({ path: 'job-application', body: { position: form.get('position'), cv: cv.name } });
    return HttpResponse.json({ received: true }, { status: 201 });
  }),
  http.post('/api/new/forms/newsletter/confirm', async ({ request }) => {
    const { token } = (await request.json()) as { token: string };
    if (token === 'dobry-token')
      return HttpResponse.json({ status: 'confirmed', email: 'odber@example.com' });
    return HttpResponse.json(
      { type: 'not_found', code: 'newsletter_link_invalid', message: 'Odkaz je neplatný nebo vypršel.' },
      { status: 404 },
    );
  }),
);

beforeEach(() => {
  sent.length = 0;
});

describe('the contact form', () => {
  it('shows field errors at the fields and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderCatalogueAt('/formular/kontakt');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Napište nám' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/E-mail/), 'neplatny-email');
    await user.click(screen.getByRole('button', { name: 'Odeslat' }));
    expect(screen.getByLabelText(/Jméno a příjmení/)).toHaveAccessibleDescription(
      'Tato hodnota je požadována.',
    );
    expect(screen.getByLabelText(/E-mail/)).toHaveAccessibleDescription('Zadejte platnou e-mailovou adresu.');
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('neplatny-email');
    expect(sent).toEqual([]);
  });

  it('solves the captcha with a visible progress, shows a refused captcha and sends again', async () => {
    const user = userEvent.setup();
    refuseCaptchaOnce = true;
    renderCatalogueAt('/formular/kontakt');
    await screen.findByRole('heading', { level: 1, name: 'Napište nám' }, { timeout: 5000 });
    expect(await screen.findByText('Ověřeno, můžete odeslat.')).toHaveAttribute('role', 'status');
    await user.type(screen.getByLabelText(/Jméno a příjmení/), 'Jana Nováková');
    await user.type(screen.getByLabelText(/E-mail/), 'jana@example.com');
    await user.type(screen.getByLabelText(/Zpráva/), 'Máte iPhone 15?');
    await user.click(screen.getByRole('button', { name: 'Odeslat' }));
    expect(await screen.findAllByText(invalidCaptcha)).not.toHaveLength(0);
    expect(screen.getByLabelText(/Zpráva/)).toHaveValue('Máte iPhone 15?');
    const first = sent[0].body as { captcha: string };
    expect(JSON.parse(atob(first.captcha))).toEqual({ ...challenge, number: NUMBER, maxnumber: undefined });

    expect(await screen.findByText('Ověřeno, můžete odeslat.')).toHaveAttribute('role', 'status');
    await user.click(screen.getByRole('button', { name: 'Odeslat' }));
    expect(await screen.findByText('Děkujeme, zprávu jsme přijali')).toBeInTheDocument();
    expect(sent[1].body).toMatchObject({
      name: 'Jana Nováková',
      email: 'jana@example.com',
      message: 'Máte iPhone 15?',
    });
  });
});

describe('the job application', () => {
  it('needs a CV, then sends the form with the file', async () => {
    const user = userEvent.setup();
    renderCatalogueAt('/kariera');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kariéra' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Jméno a příjmení/), 'Petr Svoboda');
    await user.type(screen.getByLabelText(/E-mail/), 'petr@example.com');
    await user.type(screen.getByLabelText(/Telefon/), '777 123 456');
    await user.type(screen.getByLabelText(/Pozice/), 'Prodavač');
    await user.click(screen.getByRole('button', { name: 'Odeslat' }));
    expect(screen.getByLabelText(/Životopis/)).toHaveAccessibleDescription(
      expect.stringContaining('Přiložte prosím životopis'),
    );
    const cv = new File(['%PDF-1.4\n%%EOF\n'], 'zivotopis.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText(/Životopis/), cv);
    await user.click(screen.getByRole('button', { name: 'Odeslat' }));
    expect(await screen.findByText('Děkujeme, zprávu jsme přijali')).toBeInTheDocument();
    expect(sent).toEqual([{ path: 'job-application', body: { position: 'Prodavač', cv: 'zivotopis.pdf' } }]);
  });
});

describe('the newsletter', () => {
  it('shows the consent text word for word and requires it', async () => {
    const user = userEvent.setup();
    renderCatalogueAt('/newsletter');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Odběr novinek' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/E-mail/), 'odber@example.com');
    await user.click(screen.getByRole('button', { name: 'Přihlásit k\u00a0odběru' }));
    expect(
      screen.getByRole('checkbox', { name: /Souhlasím se zasíláním obchodních sdělení/ }),
    ).toHaveAccessibleDescription('Tato hodnota je požadována.');
  });

  it('confirms a signup from the e-mailed link, and says when a link is not valid', async () => {
    renderCatalogueAt('/newsletter/potvrzeni?token=dobry-token');
    expect(await screen.findByText('Odběr je potvrzen')).toBeInTheDocument();
    expect(screen.getByText('Novinky budeme posílat na adresu odber@example.com.')).toBeInTheDocument();
  });

  it('tells about an unknown link in Romanian on the Romanian shop', async () => {
    renderCatalogueAt('/newsletter/confirmare?token=spatny', 'ro');
    expect(await screen.findByText('Linkul nu poate fi folosit')).toBeInTheDocument();
  });
});
