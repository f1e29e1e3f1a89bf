import { type ShopCode, shopCodes, shops } from 'shared-domain';
import type { Config } from '../config.ts';
import { escapeHtml } from '../static/html-escape.ts';
import { inlineJson } from '../static/inline-json.ts';
import type { SeoDocument } from './seo-document.ts';
import { graph, organization } from './structured-data.ts';

// A SeoDocument as HTML: tags for the head (title, description, canonical, alternates, JSON-LD)
// and a block inside the root element with the heading and main text. The shell's createRoot
// replaces the block when it mounts; a crawler without JavaScript reads it. Everything that comes
// from data is escaped: text and attributes as HTML, JSON-LD as inert JSON.

/** <html lang> of each shop, used as its hreflang. */
function hreflang(shop: ShopCode): string {
  return shops[shop].locale;
}

export function seoHead(config: Config, doc: SeoDocument): string {
  const origin = config.publicOrigins[config.shop] ?? '';
  const tags: string[] = [];
  if (doc.description) tags.push(`<meta name="description" content="${escapeHtml(doc.description)}">`);
  if (doc.noindex) tags.push('<meta name="robots" content="noindex">');
  const own = doc.paths?.[config.shop];
  if (doc.paths && own !== undefined) {
    tags.push(`<link rel="canonical" href="${escapeHtml(origin + own)}">`);
    const alternates = shopCodes.flatMap((code) => {
      const path = doc.paths?.[code];
      const base = config.publicOrigins[code];
      return path === undefined || base === undefined ? [] : [{ lang: hreflang(code), href: base + path }];
    });
    // x-default is the same in both shops (the first shop that has the page), as search engines expect.
    for (const { lang, href } of [
      ...alternates,
      { lang: 'x-default', href: alternates[0]?.href ?? origin + own },
    ])
      tags.push(`<link rel="alternate" hreflang="${lang}" href="${escapeHtml(href)}">`);
  }
  const nodes = [organization(config.shop, origin), ...doc.structuredData];
  tags.push(`<script type="application/ld+json">${inlineJson(graph(nodes))}</script>`);
  return tags.join('');
}

export function seoBody(doc: SeoDocument): string {
  const parts: string[] = [];
  if (doc.heading) parts.push(`<h1>${escapeHtml(doc.heading)}</h1>`);
  for (const paragraph of doc.paragraphs ?? []) parts.push(`<p>${escapeHtml(paragraph)}</p>`);
  if (doc.links?.length) {
    const items = doc.links.map(
      (link) => `<li><a href="${escapeHtml(link.path)}">${escapeHtml(link.name)}</a></li>`,
    );
    parts.push(`<ul>${items.join('')}</ul>`);
  }
  // Out of the layout (visually hidden, still read by crawlers and screen readers): the shell's
  // first paint replaces it, and a visible block would move the page when it goes (layout shift).
  const hidden =
    'position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap';
  return parts.length ? `<main data-prerendered="" style="${hidden}">${parts.join('')}</main>` : '';
}

/** The page with the document's title, head tags and root content put in. */
export function applySeo(html: string, config: Config, doc: SeoDocument): string {
  const withTitle = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(doc.title)}</title>`);
  const head = seoHead(config, doc);
  const at = withTitle.indexOf('</head>');
  const withHead = at === -1 ? head + withTitle : withTitle.slice(0, at) + head + withTitle.slice(at);
  const body = seoBody(doc);
  return body ? withHead.replace(/<div id="root">/, (root) => root + body) : withHead;
}
