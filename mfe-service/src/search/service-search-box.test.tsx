import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupTestServer } from 'shared-ui/testing.ts';
import { renderService, testRouter } from '../service/testing/render-service.tsx';
import { type ServiceApiLog, serviceApiHandlers } from '../service/testing/service-handlers.ts';
import { SERVICE_API } from '../service-api.ts';

const log: ServiceApiLog = { requests: [] };
const server = setupTestServer(...serviceApiHandlers('cz', log));

beforeEach(() => {
  log.requests.length = 0;
});

const searches = () => log.requests.filter((request) => request.startsWith(`GET ${SERVICE_API}/search/?`));
const searchBox = () => screen.getByRole('combobox', { name: 'Vyhledat zařízení' });

async function openPage(url = '/servis', shop: 'cz' | 'ro' = 'cz') {
  const rendered = renderService(url, shop);
  await waitFor(() => expect(screen.getAllByRole('combobox')[1]).toBeEnabled());
  log.requests.length = 0;
  return rendered;
}

describe('smart search', () => {
  it('asks nothing under 2 characters and says 2 are needed', async () => {
    const { user } = await openPage();
    await user.type(searchBox(), 'g');
    expect(searchBox()).toHaveAccessibleDescription('Zadejte alespoň 2 znaky.');
    // Longer than the debounce: had a request been planned, it would have gone by now.
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(searches()).toEqual([]);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('suggests devices from 2 characters on, once typing pauses, sending the term as typed', async () => {
    const { user } = await openPage();
    await user.type(searchBox(), 'Galáxy');
    await waitFor(() => expect(searches()).toEqual([`GET ${SERVICE_API}/search/?term=Gal%C3%A1xy`]));
    log.requests.length = 0;
    await user.clear(searchBox());
    await user.type(searchBox(), 'ap');
    const list = await screen.findByRole('listbox', { name: 'Nalezená zařízení' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Apple iPhone 16Mobilní telefony']);
    expect(searchBox()).toHaveAttribute('aria-expanded', 'true');
    expect(searchBox()).not.toHaveAccessibleDescription();
    // One request for the pause, none for every keystroke.
    expect(searches()).toEqual([`GET ${SERVICE_API}/search/?term=ap`]);
  });

  it('says when nothing was found', async () => {
    const { user } = await openPage();
    await user.type(searchBox(), 'nokia');
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent('Nic jsme nenašli');
    expect(searchBox()).toHaveAccessibleDescription('Nic jsme nenašli');
    expect(searchBox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('says when the search failed', async () => {
    server.use(
      http.get(`${SERVICE_API}/search/`, () =>
        HttpResponse.json({ type: 'internal', code: 'internal', message: 'Boom.' }, { status: 500 }),
      ),
    );
    const { user } = await openPage();
    await user.type(searchBox(), 'iphone');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Při vyhledávání došlo k chybě, zkuste to prosím později.',
    );
  });

  it('picks a suggestion with the keyboard: its operations, selection and URL follow', async () => {
    const { user } = await openPage();
    await user.type(searchBox(), 'galaxy s25');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}');
    const option = screen.getByRole('option', { name: /Samsung Galaxy S25/ });
    expect(option).toHaveAttribute('aria-selected', 'true');
    expect(searchBox()).toHaveAttribute('aria-activedescendant', option.id);
    await user.keyboard('{Enter}');

    const list = await screen.findByRole('list', { name: 'Opravy pro Samsung Galaxy S25' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(7);
    await waitFor(() => expect(testRouter.location.pathname).toBe('/servis/telefony/samsung/galaxy-s25'));
    expect(screen.getByRole('combobox', { name: 'Výrobce' })).toHaveValue('11');
    expect(screen.getByRole('combobox', { name: 'Model' })).toHaveValue('110');
    expect(searchBox()).toHaveValue('');
    expect(searchBox()).toHaveAttribute('placeholder', 'Samsung Galaxy S25');
    expect(log.requests).toContain(`GET ${SERVICE_API}/search/product-data/?model=110`);
    // The URL pushed names what is on screen: nothing to restore.
    expect(log.requests.filter((request) => request.includes('service-start'))).toEqual([]);

    // A model found by search has no colour: the booking link leaves it out.
    await user.click(screen.getByRole('checkbox', { name: 'Vybrat Výměna displeje' }));
    await user.click(screen.getByRole('button', { name: 'Objednat opravu' }));
    expect(testRouter.location.search).toBe('?model=110&operations=1101');
  });

  it('closes the suggestions with Escape and picks one by mouse', async () => {
    const { user } = await openPage();
    await user.type(searchBox(), 'iphone');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(searchBox()).toHaveValue('iphone');
    await user.keyboard('{ArrowDown}');
    await user.click(screen.getByRole('option', { name: /Apple iPhone 16/ }));
    expect(await screen.findByRole('list', { name: 'Opravy pro Apple iPhone 16' })).toBeInTheDocument();
    await waitFor(() => expect(testRouter.location.pathname).toBe('/servis/telefony/apple/iphone-16'));
  });

  it('speaks Romanian', async () => {
    server.use(...serviceApiHandlers('ro', log));
    const { user } = await openPage('/service', 'ro');
    const box = screen.getByRole('combobox', { name: 'Căutați dispozitivul' });
    await user.type(box, 'x');
    expect(box).toHaveAccessibleDescription('Introduceți cel puțin 2 caractere.');
    await user.type(box, 'yz');
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent('Nu am găsit nimic');
  });
});
