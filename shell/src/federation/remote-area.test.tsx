import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'shared-ui';
import { shellMessages } from '../messages/index.ts';
import { FakeRemotes, remoteModule, ShellTestFrame } from '../testing/fake-remotes.tsx';
import { RemoteOutlet } from './remote-area.tsx';

const messages = shellMessages['cs-CZ'];

function Outlet() {
  return (
    <>
      <Link to="/">domů</Link> <Link to="/vykup">výkup</Link>
      <RemoteOutlet messages={messages} />
    </>
  );
}

// A remote screen that throws while rendering until it is "fixed".
const flaky = { broken: true };
function Flaky() {
  if (flaky.broken) throw new Error('render failure');
  return <h1>Opraveno</h1>;
}

describe('RemoteOutlet', () => {
  it('mounts the remote that owns the URL, with its routes', async () => {
    const remotes = new FakeRemotes({
      'mfe_buyout/routes': remoteModule('mfe_buyout', '/vykup', <h1>Výkup zařízení</h1>),
    });
    render(
      <ShellTestFrame loader={remotes} path="/vykup">
        <Outlet />
      </ShellTestFrame>,
    );
    expect(await screen.findByRole('heading', { name: 'Výkup zařízení' })).toBeInTheDocument();
    expect(remotes.loads).toEqual(['mfe_buyout/routes']);
  });

  it('shows a localized fallback when the remote cannot be loaded, and "try again" loads it once it is back', async () => {
    const user = userEvent.setup();
    const remotes = new FakeRemotes({
      'mfe_buyout/routes': remoteModule('mfe_buyout', '/vykup', <h1>Výkup zařízení</h1>),
      'mfe_catalogue/routes': remoteModule('mfe_catalogue', '/', <h1>Katalog</h1>),
    });
    remotes.takeDown('mfe_buyout');
    render(
      <ShellTestFrame loader={remotes} path="/vykup">
        <Outlet />
      </ShellTestFrame>,
    );
    expect(await screen.findByText('Tuto část obchodu se nepodařilo načíst')).toBeInTheDocument();

    // The rest of the shop keeps working.
    await user.click(screen.getByRole('link', { name: 'domů' }));
    expect(await screen.findByRole('heading', { name: 'Katalog' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'výkup' }));
    const retry = await screen.findByRole('button', { name: 'Zkusit znovu' });

    remotes.bringBack('mfe_buyout');
    await user.click(retry);
    expect(await screen.findByRole('heading', { name: 'Výkup zařízení' })).toBeInTheDocument();
  });

  it('keeps a remote that throws while rendering inside its mount, with "try again"', async () => {
    const user = userEvent.setup();
    flaky.broken = true;
    const remotes = new FakeRemotes({ 'mfe_buyout/routes': remoteModule('mfe_buyout', '/vykup', <Flaky />) });
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ShellTestFrame loader={remotes} path="/vykup">
        <Outlet />
      </ShellTestFrame>,
    );
    const retry = await screen.findByRole('button', { name: 'Zkusit znovu' });
    flaky.broken = false;
    await user.click(retry);
    expect(await screen.findByRole('heading', { name: 'Opraveno' })).toBeInTheDocument();
    consoleError.mockRestore();
  });
});

describe('RemoteOutlet names the area that failed in the shop language', () => {
  it.each([
    { shop: 'cz', path: '/kosik', area: 'Sekce „Košík“ je dočasně nedostupná.' },
    { shop: 'ro', path: '/cos', area: 'Secțiunea „Coș” este temporar indisponibilă.' },
  ] as const)('$shop: $path', async ({ shop, path, area }) => {
    const remotes = new FakeRemotes({});
    remotes.takeDown('mfe_cart');
    render(
      <ShellTestFrame loader={remotes} path={path} shop={shop}>
        <RemoteOutlet messages={shellMessages[shop === 'cz' ? 'cs-CZ' : 'ro-RO']} />
      </ShellTestFrame>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(area);
    expect(alert).not.toHaveTextContent('mfe_');
  });
});
