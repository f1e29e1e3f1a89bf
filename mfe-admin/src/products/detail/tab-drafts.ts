import { createContext, useCallback, useMemo, useRef, useState } from 'react';

// Only the visible tab is mounted (shared Tabs), and every tab remounts after any save (the new
// version). Unsaved drafts live here, on the page, so switching tabs or saving another tab keeps
// them, and the page can warn before leaving while any tab has unsaved changes.

export interface TabDrafts {
  get(path: string): unknown;
  /** Remembers a tab's draft; undefined forgets it (saved, or back to the loaded values). */
  set(path: string, draft: unknown): void;
}

export const TabDraftsContext = createContext<TabDrafts | null>(null);

/** The page's store of tab drafts and whether any of them is unsaved. */
export function useTabDrafts(): { drafts: TabDrafts; anyDirty: boolean } {
  const store = useRef(new Map<string, unknown>());
  const [dirtyPaths, setDirtyPaths] = useState<readonly string[]>([]);
  const set = useCallback((path: string, draft: unknown) => {
    if (draft === undefined) store.current.delete(path);
    else store.current.set(path, draft);
    const paths = [...store.current.keys()].sort();
    setDirtyPaths((previous) => (previous.join('\n') === paths.join('\n') ? previous : paths));
  }, []);
  const drafts = useMemo(() => ({ get: (path: string) => store.current.get(path), set }), [set]);
  return { drafts, anyDirty: dirtyPaths.length > 0 };
}
