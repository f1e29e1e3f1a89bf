import { contentPath } from 'shared-domain/content-paths.ts';
import type { ArticleDetail } from 'shared-domain/contracts/articles.ts';
import { homePageSlug, type PublishedPage } from 'shared-domain/contracts/content-pages.ts';
import type { StoreDetail } from 'shared-domain/contracts/store-pages.ts';
import type { PageContext } from './catalogue-pages.ts';
import { notFoundPage } from './not-found-page.ts';
import { document, type PageLink, type SeoAnswer } from './seo-document.ts';
import { pageTitle, seoTexts } from './seo-texts.ts';
import { articleNode, breadcrumbList, storeNode } from './structured-data.ts';

// Pages of the content areas as search engines read them: a page edited in the admin
// (/info/<slug>), a store (/prodejny/<slug>) and an article (/clanky/<slug>). Each exists in one
// shop only (there is no key shared with the other shop), so its alternates are itself.

/** Where the api answers one item of each content area, by its slug. */
export const contentApiPaths = {
  page: (slug: string) => `/api/new/content/pages/${encodeURIComponent(slug)}`,
  stores: (slug: string) => `/api/new/stores/showrooms/${encodeURIComponent(slug)}`,
  articles: (slug: string) => `/api/new/content/articles/${encodeURIComponent(slug)}`,
};

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Paragraphs of a text written with blank lines between them. */
function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

function clip(text: string, length = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= length ? flat : `${flat.slice(0, length - 1).trimEnd()}…`;
}

/** The text a crawler should read from a page's components: headings and text bodies, FAQ answers. */
function componentTexts(page: PublishedPage): string[] {
  const texts: string[] = [];
  for (const component of page.components) {
    const params = (component.params ?? {}) as Record<string, unknown>;
    for (const key of ['heading', 'title', 'text'])
      if (typeof params[key] === 'string') texts.push(params[key]);
    if (typeof params.body === 'string') texts.push(...paragraphsOf(params.body));
    if (Array.isArray(params.groups)) {
      for (const group of params.groups as { items?: { question?: unknown; answer?: unknown }[] }[]) {
        for (const item of group.items ?? []) {
          if (typeof item.question === 'string') texts.push(item.question);
          if (typeof item.answer === 'string') texts.push(item.answer);
        }
      }
    }
  }
  return texts;
}

export async function contentPage(ctx: PageContext, slug: string): Promise<SeoAnswer> {
  const { shop, api } = ctx;
  if (!SLUG.test(slug)) return notFoundPage(shop);
  // The home page's components are shown on the home page: one address for one page.
  if (slug === homePageSlug) return { kind: 'redirect', path: '/' };
  const answer = await api.get<PublishedPage>(contentApiPaths.page(slug));
  if (!answer.found) return notFoundPage(shop);
  const page = answer.body;
  const texts = componentTexts(page);
  return document({
    status: 200,
    title: pageTitle(shop, page.title),
    description: page.description || clip(texts.join(' ')) || undefined,
    paths: { [shop]: contentPath(shop, 'page', encodeURIComponent(page.slug)) },
    structuredData: [],
    heading: page.title,
    paragraphs: texts,
  });
}

export async function storePage(ctx: PageContext, slug: string): Promise<SeoAnswer> {
  const { shop, api, origin } = ctx;
  if (!SLUG.test(slug)) return notFoundPage(shop);
  const answer = await api.get<StoreDetail>(contentApiPaths.stores(slug));
  if (!answer.found) return notFoundPage(shop);
  const store = answer.body;
  const path = contentPath(shop, 'stores', encodeURIComponent(store.slug));
  const address = `${store.street}, ${store.postcode} ${store.city}`;
  const description = clip(store.description || `${store.name}, ${address}`);
  const trail: PageLink[] = [
    { name: seoTexts(shop).home, path: '/' },
    { name: store.name, path },
  ];
  return document({
    status: 200,
    title: pageTitle(shop, store.name),
    description,
    paths: { [shop]: path },
    structuredData: [storeNode(store, origin, origin + path), breadcrumbList(origin, trail)],
    heading: store.name,
    paragraphs: [address, ...(store.phone ? [store.phone] : []), ...paragraphsOf(store.description)],
  });
}

export async function articlePage(ctx: PageContext, slug: string): Promise<SeoAnswer> {
  const { shop, api, origin } = ctx;
  if (!SLUG.test(slug)) return notFoundPage(shop);
  const answer = await api.get<ArticleDetail>(contentApiPaths.articles(slug));
  if (!answer.found) return notFoundPage(shop);
  const article = answer.body;
  const path = contentPath(shop, 'articles', encodeURIComponent(article.slug));
  const topicPath = `${contentPath(shop, 'articles')}?topic=${encodeURIComponent(article.topic.slug)}`;
  const trail: PageLink[] = [
    { name: seoTexts(shop).home, path: '/' },
    { name: article.topic.name, path: topicPath },
    { name: article.title, path },
  ];
  return document({
    status: 200,
    title: pageTitle(shop, article.title),
    description: clip(article.perex),
    paths: { [shop]: path },
    structuredData: [breadcrumbList(origin, trail), articleNode(article, origin, origin + path)],
    heading: article.title,
    paragraphs: [article.perex, ...article.paragraphs],
    links: article.relatedProducts.map((product) => ({
      name: product.name,
      path: `/${encodeURIComponent(product.typeSeoName)}/${encodeURIComponent(product.seoName)}`,
    })),
  });
}
