import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeRemotes, ShellTestFrame } from '../testing/fake-remotes.tsx';
import { Slot } from './slot.tsx';

function CartBadge() {
  return <a href="/kosik">Košík, 2 položky</a>;
}

describe('Slot', () => {
  it('renders the widget a remote exposes', async () => {
    const remotes = new FakeRemotes({ 'mfe_cart/CartBadge': { default: CartBadge } });
    render(
      <ShellTestFrame loader={remotes} path="/">
        <Slot remote="mfe_cart" expose="CartBadge" label="košík" />
      </ShellTestFrame>,
    );
    expect(await screen.findByRole('link', { name: 'Košík, 2 položky' })).toBeInTheDocument();
  });

  it('puts a "try again" button in place of a widget whose remote is down, and recovers', async () => {
    const user = userEvent.setup();
    const remotes = new FakeRemotes({ 'mfe_cart/CartBadge': { default: CartBadge } });
    remotes.takeDown('mfe_cart');
    render(
      <ShellTestFrame loader={remotes} path="/">
        <Slot remote="mfe_cart" expose="CartBadge" label="košík" />
      </ShellTestFrame>,
    );
    const retry = await screen.findByRole('button', { name: 'Zkusit znovu: košík' });
    expect(screen.getByText('Část „košík“ se nepodařilo načíst.')).toBeInTheDocument();
    remotes.bringBack('mfe_cart');
    await user.click(retry);
    expect(await screen.findByRole('link', { name: 'Košík, 2 položky' })).toBeInTheDocument();
  });
});

describe('a Slot with a stand-in', () => {
  // The browser's idle callbacks, run when a test says the page has gone idle.
  let idle: Array<() => void> = [];
  beforeEach(() => {
    idle = [];
    window.requestIdleCallback = (callback) => idle.push(() => callback({} as IdleDeadline));
    window.cancelIdleCallback = () => {};
  });
  afterEach(() => {
    // jsdom has neither; the shell falls back to a timer there.
    Reflect.deleteProperty(window, 'requestIdleCallback');
    Reflect.deleteProperty(window, 'cancelIdleCallback');
  });
  const goIdle = () =>
    act(() => {
      for (const run of idle.splice(0)) run();
    });

  function renderWithStandIn(remotes: FakeRemotes) {
    return render(
      <ShellTestFrame loader={remotes} path="/">
        <Slot remote="mfe_cart" expose="CartBadge" label="košík" standIn={<a href="/kosik">Košík</a>} />
      </ShellTestFrame>,
    );
  }

  it('shows the stand-in and loads nothing until the browser is idle, then the widget', async () => {
    const remotes = new FakeRemotes({ 'mfe_cart/CartBadge': { default: CartBadge } });
    renderWithStandIn(remotes);
    expect(screen.getByRole('link', { name: 'Košík' })).toBeInTheDocument();
    await act(() => Promise.resolve());
    expect(remotes.loads).toEqual([]);
    goIdle();
    expect(await screen.findByRole('link', { name: 'Košík, 2 položky' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Košík' })).not.toBeInTheDocument();
    expect(remotes.loads).toEqual(['mfe_cart/CartBadge']);
  });

  it('loads the widget at once when the pointer comes over the stand-in', async () => {
    const remotes = new FakeRemotes({ 'mfe_cart/CartBadge': { default: CartBadge } });
    renderWithStandIn(remotes);
    fireEvent.pointerOver(screen.getByRole('link', { name: 'Košík' }));
    // The page has not gone idle (goIdle is not called).
    expect(await screen.findByRole('link', { name: 'Košík, 2 položky' })).toBeInTheDocument();
    expect(remotes.loads).toEqual(['mfe_cart/CartBadge']);
  });

  it('hands the focus on to the widget when the visitor was on the stand-in', async () => {
    const user = userEvent.setup();
    const remotes = new FakeRemotes({ 'mfe_cart/CartBadge': { default: CartBadge } });
    renderWithStandIn(remotes);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Košík' })).toHaveFocus();
    expect(await screen.findByRole('link', { name: 'Košík, 2 položky' })).toHaveFocus();
  });

  it('puts a "try again" button in place of the stand-in when the remote is down', async () => {
    const remotes = new FakeRemotes({ 'mfe_cart/CartBadge': { default: CartBadge } });
    remotes.takeDown('mfe_cart');
    renderWithStandIn(remotes);
    goIdle();
    expect(await screen.findByRole('button', { name: 'Zkusit znovu: košík' })).toBeInTheDocument();
  });
});
