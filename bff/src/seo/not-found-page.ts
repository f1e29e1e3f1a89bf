import type { ShopCode } from 'shared-domain';
import { document, type SeoAnswer } from './seo-document.ts';
import { pageTitle, seoTexts } from './seo-texts.ts';

/** The shop's not-found page: status 404, not indexed; the shell shows the same page in the browser. */
export function notFoundPage(shop: ShopCode): SeoAnswer {
  const texts = seoTexts(shop);
  return document({
    status: 404,
    title: pageTitle(shop, texts.notFoundTitle),
    noindex: true,
    structuredData: [],
    heading: texts.notFoundTitle,
    paragraphs: [texts.notFoundText],
    links: [{ name: texts.backHome, path: '/' }],
  });
}
