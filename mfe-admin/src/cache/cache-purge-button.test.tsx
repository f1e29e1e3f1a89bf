import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { renderWithProviders, setupTestServer } from 'shared-ui/testing.ts';
import csCZ from '../messages/cs-CZ.ts';
import roRO from '../messages/ro-RO.ts';
import { CachePurgeButton } from './cache-purge-button.tsx';

/** The toast's visible copy is aria-hidden; its live region is what a screen reader hears. */
const announced = (text: string) =>
  screen.findByText(text, { ignore: '[aria-hidden="true"], script, style' });

const PURGE_URL = '/api/new/core/fastly/purge';
let sent: unknown[] = [];
let answer: () => Response = () => HttpResponse.json({});

setupTestServer(
  http.post(PURGE_URL, async ({ request }) => {
    sent.push(await request.json());
    return answer();
  }),
);

beforeEach(() => {
  sent = [];
  answer = () => HttpResponse.json({ mode: 'key', keys: [], path: null, softPurge: false, target: 'bff' });
  history.replaceState(null, '', '/admin');
  localStorage.clear();
});

async function openDialog(shop: 'cz' | 'ro' = 'cz') {
  const view = renderWithProviders(<CachePurgeButton />, { shop, messages: shop === 'cz' ? csCZ : roRO });
  const open = shop === 'cz' ? 'Vyčistit mezipaměť' : 'Goliți memoria cache';
  await view.user.click(screen.getByRole('button', { name: open }));
  return { ...view, dialog: await screen.findByRole('dialog') };
}

describe('cache purge dialog', () => {
  it('purges the Default keys "html endpoint" and says it is done', async () => {
    const { user, dialog } = await openDialog();
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Výchozí', 'URL', 'Klíč', 'Vyčistit vše']);
    await user.click(within(dialog).getByRole('button', { name: 'Vyčistit výchozí' }));
    expect(await announced('Mezipaměť je vyčištěná.')).toBeInTheDocument();
    expect(sent).toEqual([{ mode: 'key', keys: 'html endpoint', soft_purge: false }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends mode url from the URL tab, softly when asked, reopens on that tab, and full from Purge All', async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('tab', { name: 'URL' }));
    await user.type(within(dialog).getByLabelText(/Adresa URL/), '/api/new/catalogue/products/iphone-16');
    await user.click(within(dialog).getByLabelText(/Jen označit jako zastaralé/));
    await user.click(within(dialog).getByRole('button', { name: 'Vyčistit URL' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([{ mode: 'url', url: '/api/new/catalogue/products/iphone-16', soft_purge: true }]);
    expect(location.hash).toBe('#url');

    await user.click(screen.getByRole('button', { name: 'Vyčistit mezipaměť' }));
    const again = await screen.findByRole('dialog');
    expect(within(again).getByRole('tab', { name: 'URL' })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(again).getByRole('tab', { name: 'Vyčistit vše' }));
    await user.click(within(again).getByRole('button', { name: 'Vyčistit vše' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.at(-1)).toEqual({ mode: 'full', soft_purge: false });
  });

  it('asks for keys at the field and shows the server field error there, keeping the input', async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('tab', { name: 'Klíč' }));
    await user.click(within(dialog).getByRole('button', { name: 'Vyčistit klíče' }));
    expect(within(dialog).getByLabelText(/Klíče/)).toHaveAccessibleDescription(
      /Tato hodnota je požadována\./,
    );
    expect(sent).toEqual([]);

    answer = () =>
      HttpResponse.json(
        {
          type: 'validation',
          code: 'invalid_request',
          message: 'x',
          errors: { form: { keys: ['Hodnota obsahuje nepovolené znaky.'] } },
        },
        { status: 400 },
      );
    await user.type(within(dialog).getByLabelText(/Klíče/), 'product-1 <b>');
    await user.click(within(dialog).getByRole('button', { name: 'Vyčistit klíče' }));
    expect(await within(dialog).findByText('Hodnota obsahuje nepovolené znaky.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Klíče/)).toHaveValue('product-1 <b>');
  });

  it('alerts "Failed to purge cache" in the shop language when the purge fails', async () => {
    answer = () =>
      HttpResponse.json({ type: 'upstream', code: 'cache_purge_failed', message: 'x' }, { status: 502 });
    const { user, dialog } = await openDialog('ro');
    await user.click(within(dialog).getByRole('button', { name: 'Goliți implicit' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Golirea memoriei cache a eșuat.');
  });
});
