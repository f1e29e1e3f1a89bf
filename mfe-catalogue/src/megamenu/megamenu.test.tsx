import { act, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { Menu } from 'shared-domain';
import { useLocation } from 'shared-ui';
import { renderWithProviders, setupTestServer } from 'shared-ui/testing.ts';
import MegamenuWidget from './megamenu.tsx';
import { czMenu, mockViewport, roMenu } from './menu-fixtures.ts';

const MENU = '/api/new/mp-menu/hamburger/hamburger/';
let menuRequests = 0;
const server = setupTestServer(
  http.get(MENU, () => {
    menuRequests += 1;
    return HttpResponse.json(czMenu);
  }),
);

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{`${pathname}${search}`}</output>;
}

// Rendered without the catalogue's messages, as in the shell's header: the widget brings its own.
function renderMenu(shop: 'cz' | 'ro' = 'cz') {
  return renderWithProviders(
    <>
      <MegamenuWidget />
      <Where />
      <button type="button">Elsewhere</button>
    </>,
    { shop, messages: {} },
  );
}

beforeEach(() => {
  menuRequests = 0;
  mockViewport(1280);
});

describe('megamenu on wide screens', () => {
  it('opens a panel of types and brands from the "Katalog" button, loading the menu only then', async () => {
    const { user } = renderMenu();
    const button = screen.getByRole('button', { name: 'Katalog' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(menuRequests).toBe(0);

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const nav = await screen.findByRole('navigation', { name: 'Katalog zboží' });
    expect(within(nav).getByRole('link', { name: 'Mobilní telefony' })).toHaveAttribute('href', '/telefony');
    expect(within(nav).getByRole('link', { name: 'Samsung (12)' })).toHaveAttribute(
      'href',
      '/telefony?brand=samsung',
    );
    expect(within(nav).getAllByRole('link', { name: /^Apple/ })).toHaveLength(2);
    // The links staff added in the admin come after the categories.
    expect(within(nav).getAllByRole('link').at(-1)).toHaveAccessibleName('Výhodné telefony');
    expect(within(nav).getByRole('link', { name: 'Výhodné telefony' })).toHaveAttribute(
      'href',
      '/info/vyhodne-telefony',
    );
    expect(menuRequests).toBe(1);
  });

  it('closes on Escape and gives the focus back to the button; Tab walks through the links', async () => {
    const { user } = renderMenu();
    const button = screen.getByRole('button', { name: 'Katalog' });
    await user.click(button);
    await screen.findByRole('link', { name: 'Mobilní telefony' });
    await user.tab();
    expect(screen.getByRole('link', { name: 'Mobilní telefony' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Apple (30)' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Katalog zboží' })).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('opens with ArrowDown on the button and moves with the arrow keys', async () => {
    const { user } = renderMenu();
    act(() => screen.getByRole('button', { name: 'Katalog' }).focus());
    await user.keyboard('{ArrowDown}');
    const first = await screen.findByRole('link', { name: 'Mobilní telefony' });
    await screen.findByRole('link', { name: 'Apple (30)' });
    act(() => first.focus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Apple (30)' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('link', { name: 'Výhodné telefony' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('link', { name: 'Apple (5)' })).toHaveFocus();
  });

  it('closes when a link is followed and when clicking outside', async () => {
    const { user } = renderMenu();
    await user.click(screen.getByRole('button', { name: 'Katalog' }));
    await user.click(await screen.findByRole('link', { name: 'Samsung (12)' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/telefony?brand=samsung');
    expect(screen.queryByRole('navigation', { name: 'Katalog zboží' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Katalog' }));
    await screen.findByRole('navigation', { name: 'Katalog zboží' });
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('navigation', { name: 'Katalog zboží' })).not.toBeInTheDocument();
  });

  it('offers to try again when the menu cannot be loaded', async () => {
    let calls = 0;
    server.use(
      http.get(MENU, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ type: 'not_found', code: 'route_not_found', message: 'No.' }, { status: 404 })
          : HttpResponse.json(czMenu);
      }),
    );
    const { user } = renderMenu();
    await user.click(screen.getByRole('button', { name: 'Katalog' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Katalog se nepodařilo načíst.');
    await user.click(screen.getByRole('button', { name: 'Zkusit znovu' }));
    expect(await screen.findByRole('link', { name: 'Mobilní telefony' })).toBeInTheDocument();
  });

  it('speaks Romanian in the Romanian shop', async () => {
    server.use(http.get(MENU, () => HttpResponse.json(roMenu)));
    const { user } = renderMenu('ro');
    await user.click(screen.getByRole('button', { name: 'Catalog' }));
    const nav = await screen.findByRole('navigation', { name: 'Catalogul de produse' });
    expect(within(nav).getByRole('link', { name: 'Telefoane mobile' })).toHaveAttribute('href', '/telefoane');
    expect(within(nav).getByRole('link', { name: 'Apple (1.042)' })).toHaveAttribute(
      'href',
      '/telefoane?brand=apple',
    );
  });
});

describe('the header widget', () => {
  it('brings the catalogue search next to the menu, with its own texts', async () => {
    renderMenu();
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Hledat v\u00a0obchodě' })).toBeInTheDocument();
  });
});

describe('megamenu below 851 px', () => {
  beforeEach(() => mockViewport(800));

  it('is a hamburger opening a full-height menu with an accordion per type', async () => {
    const { user } = renderMenu();
    expect(screen.queryByRole('button', { name: 'Katalog' })).not.toBeInTheDocument();
    const hamburger = screen.getByRole('button', { name: 'Menu' });
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await user.click(hamburger);
    const dialog = screen.getByRole('dialog', { name: 'Katalog zboží' });
    expect(within(dialog).getByRole('button', { name: 'Zavřít menu' })).toHaveFocus();

    const phones = await within(dialog).findByRole('button', { name: 'Mobilní telefony' });
    expect(phones).toHaveAttribute('aria-expanded', 'false');
    expect(within(dialog).queryByRole('link', { name: 'Samsung (12)' })).not.toBeInTheDocument();
    await user.click(phones);
    expect(phones).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(dialog).getByRole('link', { name: 'Vše z\u00a0kategorie Mobilní telefony' }),
    ).toHaveAttribute('href', '/telefony');
    await user.click(within(dialog).getByRole('link', { name: 'Samsung (12)' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/telefony?brand=samsung');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists the links staff added after the types, and closes when one is followed', async () => {
    const { user } = renderMenu();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const dialog = screen.getByRole('dialog', { name: 'Katalog zboží' });
    const offer = await within(dialog).findByRole('link', { name: 'Výhodné telefony' });
    const tablets = within(dialog).getByRole('button', { name: 'Tablety' });
    expect(tablets.compareDocumentPosition(offer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(offer);
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/info/vyhodne-telefony');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape and with its close button, focus back on the hamburger', async () => {
    const { user } = renderMenu();
    const hamburger = screen.getByRole('button', { name: 'Menu' });
    await user.click(hamburger);
    await screen.findByRole('button', { name: 'Mobilní telefony' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(hamburger).toHaveFocus();
    await user.click(hamburger);
    await user.click(screen.getByRole('button', { name: 'Zavřít menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(hamburger).toHaveFocus();
  });
});

describe('a child category named like a brand of its column', () => {
  // Staff may name a subcategory "samsung" in the phones column that also lists the brand Samsung.
  const clashing: Menu = {
    links: [],
    types: [
      {
        ...czMenu.types[0],
        brands: [
          { name: 'Samsung Galaxy', seoName: 'samsung', url: '/samsung', productCount: 4 },
          ...czMenu.types[0].brands,
        ],
      },
    ],
  };

  it.each([
    ['wide screens', 1280, 'Katalog'],
    ['the hamburger', 800, 'Menu'],
  ])('shows both links without a React key clash on %s', async (_, width, buttonName) => {
    mockViewport(width);
    server.use(http.get(MENU, () => HttpResponse.json(clashing)));
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const { user } = renderMenu();
      await user.click(screen.getByRole('button', { name: buttonName }));
      if (buttonName === 'Menu')
        await user.click(await screen.findByRole('button', { name: 'Mobilní telefony' }));
      expect(await screen.findByRole('link', { name: 'Samsung Galaxy (4)' })).toHaveAttribute(
        'href',
        '/samsung',
      );
      expect(screen.getByRole('link', { name: 'Samsung (12)' })).toHaveAttribute(
        'href',
        '/telefony?brand=samsung',
      );
      expect(errors.mock.calls.flat().join(' ')).not.toMatch(/same key/);
    } finally {
      errors.mockRestore();
    }
  });
});
