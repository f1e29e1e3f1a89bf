import { act, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { renderWithProviders, setupTestServer } from 'shared-ui/testing.ts';
import MegamenuWidget from './megamenu.tsx';
import { czMenu, mockViewport } from './menu-fixtures.ts';

setupTestServer(http.get('/api/new/mp-menu/hamburger/hamburger/', () => HttpResponse.json(czMenu)));

function renderInHeader() {
  return renderWithProviders(
    <>
      <a href="/">Mobilní svět</a>
      <MegamenuWidget />
      <a href="/vykup">Výkup</a>
    </>,
    { messages: {} },
  );
}

async function openPanel(user: ReturnType<typeof renderInHeader>['user']) {
  const button = screen.getByRole('button', { name: 'Katalog' });
  await user.click(button);
  await screen.findByRole('link', { name: 'Mobilní telefony' });
  return button;
}

const panel = () => screen.queryByRole('navigation', { name: 'Katalog zboží' });

describe('the desktop megamenu closes when focus leaves it', () => {
  beforeEach(() => mockViewport(1280));

  it('when Tab goes on past its last link', async () => {
    const { user } = renderInHeader();
    const button = await openPanel(user);
    const links = screen.getAllByRole('link').filter((link) => panel()?.contains(link));
    act(() => links.at(-1)?.focus());
    await user.tab();
    expect(panel()).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('when Shift+Tab leaves the button backwards', async () => {
    const { user } = renderInHeader();
    const button = await openPanel(user);
    expect(button).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Mobilní svět' })).toHaveFocus();
    expect(panel()).not.toBeInTheDocument();
  });

  it('when focus goes elsewhere from a link inside, e.g. to the page', async () => {
    const { user } = renderInHeader();
    await openPanel(user);
    act(() => screen.getByRole('link', { name: 'Mobilní telefony' }).focus());
    act(() => screen.getByRole('link', { name: 'Výkup' }).focus());
    expect(panel()).not.toBeInTheDocument();
  });

  it('but stays open while focus moves between its own links', async () => {
    const { user } = renderInHeader();
    await openPanel(user);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Mobilní telefony' })).toHaveFocus();
    await user.tab();
    expect(panel()).toBeInTheDocument();
  });
});
