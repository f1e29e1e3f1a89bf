import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './tabs.tsx';

const tabs = [
  { id: 'default', label: 'Default', content: <p>Výchozí klíče</p> },
  { id: 'url', label: 'URL', content: <p>Adresa stránky</p> },
  { id: 'key', label: 'Key', content: <p>Vlastní klíč</p> },
  { id: 'purge-all', label: 'Purge All', content: <p>Vše</p> },
];

const storageKey = 'shop.tabs.cache-purge';
const now = new Date('2026-03-05T10:00:00Z').getTime();

function renderTabs(defaultTab?: string) {
  return render(<Tabs id="cache-purge" label="Vymazání cache" tabs={tabs} defaultTab={defaultTab} />);
}

describe('Tabs', () => {
  beforeEach(() => {
    localStorage.clear();
    history.replaceState(null, '', '/admin/cache');
  });

  it('shows the WAI-ARIA tabs structure with the first tab selected', () => {
    renderTabs();
    expect(screen.getByRole('tablist', { name: 'Vymazání cache' })).toBeInTheDocument();
    const first = screen.getByRole('tab', { name: 'Default' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(first).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'URL' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Default' })).toHaveTextContent('Výchozí klíče');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('opens the default tab', () => {
    renderTabs('key');
    expect(screen.getByRole('tab', { name: 'Key' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens the tab named by the URL fragment', () => {
    history.replaceState(null, '', '/admin/cache#purge-all');
    renderTabs('key');
    expect(screen.getByRole('tabpanel', { name: 'Purge All' })).toHaveTextContent('Vše');
  });

  it('on click shows the tab, writes the fragment without a new history entry and remembers it', async () => {
    jest.spyOn(Date, 'now').mockReturnValue(now);
    const user = userEvent.setup();
    history.replaceState({ usr: null, key: 'abc', idx: 0 }, '', '/admin/cache?x=1');
    const historyLength = history.length;
    renderTabs();

    await user.click(screen.getByRole('tab', { name: 'URL' }));

    expect(screen.getByRole('tab', { name: 'URL' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'URL' })).toHaveTextContent('Adresa stránky');
    expect(location.pathname + location.search + location.hash).toBe('/admin/cache?x=1#url');
    expect(history.length).toBe(historyLength);
    expect(history.state).toEqual({ usr: null, key: 'abc', idx: 0 });
    expect(JSON.parse(localStorage.getItem(storageKey) ?? 'null')).toEqual({ tabId: 'url', savedAt: now });
    jest.restoreAllMocks();
  });

  it('reopens the remembered tab within 5 minutes, not after', () => {
    localStorage.setItem(storageKey, JSON.stringify({ tabId: 'key', savedAt: now - 4 * 60_000 }));
    jest.spyOn(Date, 'now').mockReturnValue(now);
    const { unmount } = renderTabs('url');
    expect(screen.getByRole('tab', { name: 'Key' })).toHaveAttribute('aria-selected', 'true');
    unmount();

    localStorage.setItem(storageKey, JSON.stringify({ tabId: 'key', savedAt: now - 6 * 60_000 }));
    renderTabs('url');
    expect(screen.getByRole('tab', { name: 'URL' })).toHaveAttribute('aria-selected', 'true');
    jest.restoreAllMocks();
  });

  it('survives unreadable memory', () => {
    localStorage.setItem(storageKey, '{not json');
    renderTabs('url');
    expect(screen.getByRole('tab', { name: 'URL' })).toHaveAttribute('aria-selected', 'true');
  });

  it('moves with the arrow keys, wrapping around, and jumps with Home and End', async () => {
    const user = userEvent.setup();
    renderTabs();
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Default' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'URL' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'URL' })).toHaveAttribute('aria-selected', 'true');
    expect(location.hash).toBe('#url');

    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Purge All' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Default' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Purge All' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Default' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Default' })).toBeVisible();
  });

  it('moves Tab from the selected tab into its panel', async () => {
    const user = userEvent.setup();
    renderTabs('key');
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Key' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Key' })).toHaveFocus();
  });

  it('follows a fragment link followed elsewhere on the page', () => {
    renderTabs();
    act(() => {
      history.replaceState(null, '', '/admin/cache#key');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(screen.getByRole('tab', { name: 'Key' })).toHaveAttribute('aria-selected', 'true');
  });

  it('reports a change of tab', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Tabs id="t" label="Záložky" tabs={tabs} onChange={onChange} />);
    await user.click(screen.getByRole('tab', { name: 'Default' }));
    await user.click(screen.getByRole('tab', { name: 'Key' }));
    expect(onChange.mock.calls).toEqual([['key']]);
  });
});
