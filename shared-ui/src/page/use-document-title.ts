import { useEffect } from 'react';
import { useShop } from '../shop/use-shop.ts';

/** "<page title> – <shop title>", or the shop title alone for the shop's own front page. */
export function documentTitleOf(pageTitle: string | null, shopTitle: string): string {
  const page = pageTitle?.trim();
  return page ? `${page} – ${shopTitle}` : shopTitle;
}

/**
 * Names the browser tab (and what a screen reader announces on arrival) after the page. PageLayout
 * calls it for its title; a page without PageLayout calls it itself. `null` is the home page.
 * Leaving the page puts the shop title back, so a page that forgets to name itself never wears
 * the previous page's name.
 */
export function useDocumentTitle(pageTitle: string | null): void {
  const { title: shopTitle } = useShop();
  const title = documentTitleOf(pageTitle, shopTitle);
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(
    () => () => {
      document.title = shopTitle;
    },
    [shopTitle],
  );
}
