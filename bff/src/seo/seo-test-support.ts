import assert from 'node:assert/strict';
import { SaxesParser } from 'saxes';

// Reading a page the way a crawler without JavaScript does: the status, the head's tags, the
// JSON-LD graph and the text inside the root element, from the HTML as sent.

export interface CrawledPage {
  status: number;
  location: string | null;
  html: string;
  title: string | undefined;
  description: string | undefined;
  canonical: string | undefined;
  /** hreflang → href */
  alternates: Record<string, string>;
  robots: string | undefined;
  /** The nodes of every JSON-LD graph on the page. */
  structuredData: Record<string, unknown>[];
  h1: string | undefined;
}

function decode(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"');
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`${name}="([^"]*)"`).exec(tag);
  return match ? decode(match[1]) : undefined;
}

export async function crawl(url: string): Promise<CrawledPage> {
  const response = await fetch(url, { headers: { accept: 'text/html' }, redirect: 'manual' });
  const html = await response.text();
  const tags = html.match(/<(meta|link)\b[^>]*>/g) ?? [];
  const find = (test: (tag: string) => boolean) => tags.find(test);
  const alternates: Record<string, string> = {};
  for (const tag of tags.filter((tag) => tag.includes('rel="alternate"'))) {
    const lang = attribute(tag, 'hreflang');
    const href = attribute(tag, 'href');
    if (lang && href) alternates[lang] = href;
  }
  const structuredData = [
    ...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g),
  ].flatMap((match) => {
    const parsed = JSON.parse(match[1]) as { '@context': string; '@graph': Record<string, unknown>[] };
    assert.equal(parsed['@context'], 'https://schema.org');
    return parsed['@graph'];
  });
  const h1 = /<h1>([^<]*)<\/h1>/.exec(html)?.[1];
  return {
    status: response.status,
    location: response.headers.get('location'),
    html,
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    description: attribute(find((tag) => tag.includes('name="description"')) ?? '', 'content'),
    canonical: attribute(find((tag) => tag.includes('rel="canonical"')) ?? '', 'href'),
    alternates,
    robots: attribute(find((tag) => tag.includes('name="robots"')) ?? '', 'content'),
    structuredData,
    h1: h1 === undefined ? undefined : decode(h1),
  };
}

export function nodeOfType(page: CrawledPage, type: string): Record<string, unknown> {
  const node = page.structuredData.find((item) => item['@type'] === type);
  assert.ok(node, `a ${type} node in ${JSON.stringify(page.structuredData)}`);
  return node;
}

export interface XmlElement {
  name: string;
  uri: string;
  attributes: Record<string, string>;
  text: string;
  children: XmlElement[];
}

/** Parses XML strictly (well-formed, namespaces resolved); throws on any error. */
export function parseXml(xml: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true });
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    const element: XmlElement = {
      name: tag.local,
      uri: tag.uri,
      attributes: Object.fromEntries(Object.values(tag.attributes).map((attr) => [attr.local, attr.value])),
      text: '',
      children: [],
    };
    stack.at(-1)?.children.push(element);
    root ??= element;
    stack.push(element);
  });
  parser.on('text', (text) => {
    const current = stack.at(-1);
    if (current) current.text += text;
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  parser.write(xml).close();
  assert.ok(root, 'a root element');
  return root;
}
