import { chooseActiveTab, DEFAULT_REMEMBER_MS, tabIdFromHash } from './choose-active-tab.ts';

const tabIds = ['default', 'url', 'key', 'purge-all'];
const now = Date.UTC(2026, 2, 5, 10, 0, 0);
const minute = 60 * 1000;

describe('chooseActiveTab', () => {
  it('follows the URL fragment first', () => {
    expect(
      chooseActiveTab({
        tabIds,
        hash: '#key',
        remembered: { tabId: 'url', savedAt: now - minute },
        defaultTab: 'purge-all',
        now,
      }),
    ).toBe('key');
  });

  it('accepts a fragment without "#" and decodes it', () => {
    expect(chooseActiveTab({ tabIds: ['a b', 'c'], hash: 'a%20b', now })).toBe('a b');
  });

  it('skips a fragment that names no tab', () => {
    expect(chooseActiveTab({ tabIds, hash: '#reviews', defaultTab: 'url', now })).toBe('url');
  });

  it('uses the tab remembered less than 5 minutes ago', () => {
    const remembered = { tabId: 'key', savedAt: now - 5 * minute + 1 };
    expect(chooseActiveTab({ tabIds, hash: '', remembered, defaultTab: 'url', now })).toBe('key');
  });

  it('forgets the remembered tab after 5 minutes', () => {
    const remembered = { tabId: 'key', savedAt: now - 5 * minute };
    expect(chooseActiveTab({ tabIds, remembered, defaultTab: 'url', now })).toBe('url');
  });

  it('ignores a remembered time in the future', () => {
    const remembered = { tabId: 'key', savedAt: now + minute };
    expect(chooseActiveTab({ tabIds, remembered, now })).toBe('default');
  });

  it('ignores a remembered tab that no longer exists', () => {
    const remembered = { tabId: 'removed', savedAt: now };
    expect(chooseActiveTab({ tabIds, remembered, defaultTab: 'purge-all', now })).toBe('purge-all');
  });

  it('honours a custom memory length', () => {
    const remembered = { tabId: 'key', savedAt: now - 2 * minute };
    expect(chooseActiveTab({ tabIds, remembered, now, rememberMs: minute })).toBe('default');
    expect(chooseActiveTab({ tabIds, remembered, now, rememberMs: 3 * minute })).toBe('key');
  });

  it('falls back to the default tab, then the first', () => {
    expect(chooseActiveTab({ tabIds, defaultTab: 'key', now })).toBe('key');
    expect(chooseActiveTab({ tabIds: ['b', 'a'], defaultTab: 'missing', now })).toBe('b');
    expect(chooseActiveTab({ tabIds: ['b', 'a'], now })).toBe('b');
  });

  it('returns nothing when there are no tabs', () => {
    expect(chooseActiveTab({ tabIds: [], hash: '#x', now })).toBeUndefined();
  });

  it('remembers for 5 minutes by default', () => {
    expect(DEFAULT_REMEMBER_MS).toBe(300_000);
  });
});

describe('tabIdFromHash', () => {
  it('strips "#" and keeps malformed escapes as they are', () => {
    expect(tabIdFromHash('#url')).toBe('url');
    expect(tabIdFromHash('#%E0%A4%A')).toBe('%E0%A4%A');
    expect(tabIdFromHash('')).toBeUndefined();
  });
});
