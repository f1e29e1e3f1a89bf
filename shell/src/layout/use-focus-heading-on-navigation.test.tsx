import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { Link, Route, Routes, useSearchParams } from 'shared-ui';
import { FakeRemotes, fakeHeaderWidgets, ShellTestFrame } from '../testing/fake-remotes.tsx';
import { Layout } from './layout.tsx';

function Home() {
  const [params] = useSearchParams();
  return (
    <>
      <h1>Vítejte</h1>
      <Link to="/vykup">Výkup zařízení</Link> <Link to="/servis">Servis zařízení</Link>{' '}
      <Link to="/?brand=apple">Jen Apple</Link> <Link to="/objednavka">Objednávka</Link>
      <p>{params.get('brand') ?? 'vše'}</p>
    </>
  );
}

/** A page whose heading appears only once its data has arrived. */
function SlowPage() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return loaded ? <h1>Servis</h1> : <p>Načítání…</p>;
}

/** A page that puts focus on its own field when it opens. */
function PageWithOwnFocus() {
  return (
    <>
      <h1>Objednávka</h1>
      <label>
        E-mail
        {/* biome-ignore lint/a11y/noAutofocus: the page under test decides its own focus */}
        <input autoFocus />
      </label>
    </>
  );
}

function renderShop(path = '/') {
  const user = userEvent.setup();
  render(
    <ShellTestFrame loader={new FakeRemotes(fakeHeaderWidgets)} path={path}>
      <Layout languageSelect={null}>
        <Routes>
          <Route path="/" element={<Home />} />
          <Route path="/vykup" element={<h1>Výkup</h1>} />
          <Route path="/servis" element={<SlowPage />} />
          <Route path="/objednavka" element={<PageWithOwnFocus />} />
        </Routes>
      </Layout>
    </ShellTestFrame>,
  );
  return user;
}

describe('focus after moving to another page', () => {
  it('stays where the browser puts it on the first load', async () => {
    renderShop();
    expect(await screen.findByRole('heading', { level: 1, name: 'Vítejte' })).not.toHaveFocus();
    expect(document.body).toHaveFocus();
  });

  it('moves to the new page heading, which is no tab stop', async () => {
    const user = renderShop();
    await user.click(screen.getByRole('link', { name: 'Výkup zařízení' }));
    const heading = screen.getByRole('heading', { level: 1, name: 'Výkup' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('waits for a heading that appears once the page has loaded', async () => {
    const user = renderShop();
    await user.click(screen.getByRole('link', { name: 'Servis zařízení' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Servis' })).toHaveFocus();
  });

  it('keeps focus on a filter that only changes the query', async () => {
    const user = renderShop();
    const filter = screen.getByRole('link', { name: 'Jen Apple' });
    await user.click(filter);
    expect(await screen.findByText('apple')).toBeInTheDocument();
    expect(filter).toHaveFocus();
  });

  it('leaves focus where the new page put it', async () => {
    const user = renderShop();
    await user.click(screen.getByRole('link', { name: 'Objednávka' }));
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
  });
});
