import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { chooseActiveTab, DEFAULT_REMEMBER_MS, tabIdFromHash } from './choose-active-tab.ts';
import { readRememberedTab, rememberTab } from './tab-memory.ts';
import styles from './tabs.module.css';

export interface TabItem {
  /** Also the URL fragment of the tab (#url), so keep it short and URL-friendly. */
  id: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  /** Unique on the page; names the remembered choice in localStorage. */
  id: string;
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly TabItem[];
  defaultTab?: string;
  rememberMs?: number;
  onChange?: (tabId: string) => void;
}

function currentHash(): string {
  return typeof location === 'undefined' ? '' : location.hash;
}

function pick(tabIds: readonly string[], id: string, defaultTab: string | undefined, rememberMs: number) {
  return chooseActiveTab({
    tabIds,
    hash: currentHash(),
    remembered: readRememberedTab(id),
    now: Date.now(),
    defaultTab,
    rememberMs,
  });
}

/** WAI-ARIA tabs with automatic activation; the URL fragment wins, then the remembered tab, then the default. */
export function Tabs({ id, label, tabs, defaultTab, rememberMs = DEFAULT_REMEMBER_MS, onChange }: TabsProps) {
  const tabIds = tabs.map((tab) => tab.id);
  const [chosen, setChosen] = useState(() => pick(tabIds, id, defaultTab, rememberMs));
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const tabKey = tabIds.join('\n');
  // If the tab list changes and the chosen tab is gone, fall back by the same rules.
  const active =
    chosen !== undefined && tabIds.includes(chosen)
      ? chosen
      : chooseActiveTab({ tabIds, now: 0, defaultTab });

  // A link to "#url" elsewhere on the page, or Back/Forward between fragments, switches the tab.
  useEffect(() => {
    const onHashChange = () => {
      const fragment = tabIdFromHash(currentHash());
      if (fragment && tabKey.split('\n').includes(fragment)) setChosen(fragment);
    };
    window.addEventListener('hashchange', onHashChange);
    window.addEventListener('popstate', onHashChange);
    return () => {
      window.removeEventListener('hashchange', onHashChange);
      window.removeEventListener('popstate', onHashChange);
    };
  }, [tabKey]);

  function select(tabId: string, focus: boolean) {
    setChosen(tabId);
    rememberTab(id, tabId, Date.now());
    // replaceState, not location.hash: no history entry per click and no jump to an element with that id.
    // Keeping history.state preserves the router's own state (its key and index).
    const url = new URL(location.href);
    url.hash = tabId;
    history.replaceState(history.state, '', url);
    if (focus) tabRefs.current.get(tabId)?.focus();
    if (tabId !== active) onChange?.(tabId);
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = active === undefined ? 0 : tabIds.indexOf(active);
    const last = tabIds.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(tabIds[target], true);
  }

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.list}>
        {tabs.map((tab) => {
          const selected = tab.id === active;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`${id}-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              className={styles.tab}
              onClick={() => select(tab.id, false)}
              onKeyDown={onKeyDown}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${id}-panel-${tab.id}`}
          aria-labelledby={`${id}-tab-${tab.id}`}
          hidden={tab.id !== active}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs pattern: a focusable panel lets keyboard users reach content without focusable elements.
          tabIndex={0}
          className={styles.panel}
        >
          {/* Only the visible panel is mounted, so hidden tabs do not fetch their data. */}
          {tab.id === active && tab.content}
        </div>
      ))}
    </div>
  );
}
