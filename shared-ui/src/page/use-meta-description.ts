import { useEffect } from 'react';

/**
 * Sets `<meta name="description">` (what search engines and link previews show) while the page
 * is shown; `null` leaves the shop's own description. Leaving the page puts back what was there
 * before (or removes the tag it added), so the next page never describes this one.
 */
export function useMetaDescription(description: string | null): void {
  useEffect(() => {
    if (!description) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const previous = meta?.content ?? null;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
    const shown = meta;
    return () => {
      if (previous === null) shown.remove();
      else shown.content = previous;
    };
  }, [description]);
}
