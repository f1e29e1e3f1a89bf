import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { SearchSuggestion } from 'shared-domain';
import { renderWithProviders, setupTestServer } from 'shared-ui/testing.ts';
import csCZ from '../messages/cs-CZ.ts';
import roRO from '../messages/ro-RO.ts';
import { LocationProbe } from '../testing/location-probe.tsx';
import { SearchBox } from './search-box.tsx';

const suggestion = (n: number): SearchSuggestion => ({
  name: `Apple iPhone 15 ${n}`,
  seoName: `apple-iphone-15-${n}`,
  typeSeoName: 'telefony',
  imageUrl: `/api/new/catalogue/products/apple-iphone-15-${n}/images/1.svg`,
  price: { amount: 2_299_000, currency: 'CZK' },
});

const terms: string[] = [];
setupTestServer(
  http.get('/api/new/catalogue/search/suggestions/', ({ request }) => {
    const q = new URL(request.url).searchParams.get('q') ?? '';
    terms.push(q);
    return HttpResponse.json([1, 2, 3].map(suggestion));
  }),
);

beforeEach(() => {
  terms.length = 0;
});

function renderBox(shop: 'cz' | 'ro' = 'cz') {
  return renderWithProviders(
    <>
      <SearchBox />
      <LocationProbe />
    </>,
    { messages: shop === 'cz' ? csCZ : roRO, shop },
  );
}

const location = () => screen.getByRole('status', { name: 'Aktuální adresa' });

describe('search box', () => {
  it('asks nothing for one character and says 2 are needed', async () => {
    const { user } = renderBox();
    const box = screen.getByRole('combobox', { name: 'Hledat v\u00a0obchodě' });
    await user.type(box, 'i');
    await waitFor(() => expect(box).toHaveAccessibleDescription('Zadejte alespoň 2 znaky.'));
    // Longer than the debounce: had a request been planned, it would have gone by now.
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(terms).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Hledat' }));
    expect(location()).toHaveTextContent(/^\/$/);
  });

  it('suggests from 2 characters on, once typing pauses', async () => {
    const { user } = renderBox();
    const box = screen.getByRole('combobox', { name: 'Hledat v\u00a0obchodě' });
    await user.type(box, 'ip');
    const list = await screen.findByRole('listbox', { name: 'Návrhy produktů' });
    expect(within(list).getAllByRole('option')).toHaveLength(3);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).not.toHaveAccessibleDescription();
    expect(terms).toEqual(['ip']);
  });

  it('moves through suggestions with the arrow keys and opens one with Enter', async () => {
    const { user } = renderBox();
    const box = screen.getByRole('combobox', { name: 'Hledat v\u00a0obchodě' });
    await user.type(box, 'iphone');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: /Apple iPhone 15 2/ });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', second.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('option', { name: /Apple iPhone 15 3/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{ArrowDown}{Enter}');
    expect(location()).toHaveTextContent('/telefony/apple-iphone-15-1');
  });

  it('closes the suggestions with Escape and submits the term to the search page', async () => {
    const { user } = renderBox();
    const box = screen.getByRole('combobox', { name: 'Hledat v\u00a0obchodě' });
    await user.type(box, 'černá');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    expect(location()).toHaveTextContent(`/hledat?q=${encodeURIComponent('černá')}`);
  });

  it('sends the Romanian shop to /cautare with Romanian texts', async () => {
    const { user } = renderBox('ro');
    const box = screen.getByRole('combobox', { name: 'Căutați în magazin' });
    await user.type(box, 'r');
    await waitFor(() => expect(box).toHaveAccessibleDescription('Introduceți cel puțin 2 caractere.'));
    await user.type(box, 'oșu{Enter}');
    await waitFor(() => expect(location()).toHaveTextContent(`/cautare?q=${encodeURIComponent('roșu')}`));
  });
});
