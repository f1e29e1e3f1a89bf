// Structural validators of the three product feed formats, for tests: the XML is parsed into a tree
// (well-formed or an error), then checked against each format's rules as the comparison sites
// publish them — the root and its namespace, the item element, which child elements are required,
// which are allowed, how often, and what their text may be. Unknown elements are errors, so a typo
// in an element name cannot slip through.

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(raw: string, where: string): string {
  return raw.replace(/&([^;\s]*);?/g, (match, name: string) => {
    if (!match.endsWith(';') || !(name in ENTITIES)) throw new Error(`unknown entity ${match} in ${where}`);
    return ENTITIES[name];
  });
}

/** Parses XML 1.0 without DTDs, comments or CDATA (the feeds use none); throws when not well-formed. */
export function parseXml(xml: string): XmlElement {
  const declaration = /^<\?xml version="1\.0" encoding="utf-8"\?>\n/;
  if (!declaration.test(xml)) throw new Error('missing the XML declaration with utf-8');
  const body = xml.replace(declaration, '');
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  const token = /<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>|([^<]+)|(<)/g;
  for (const [, closing, name, attributes, selfClosing, text, stray] of body.matchAll(token)) {
    if (stray) throw new Error('a "<" that opens no element');
    const parent = stack.at(-1);
    if (text !== undefined) {
      if (parent) parent.text += decode(text, parent.name);
      else if (text.trim()) throw new Error('text outside the root element');
      continue;
    }
    if (closing) {
      const open = stack.pop();
      if (open?.name !== name) throw new Error(`</${name}> closes <${open?.name}>`);
      continue;
    }
    const element: XmlElement = { name, attributes: {}, children: [], text: '' };
    for (const [, key, value] of (attributes ?? '').matchAll(/([\w:.-]+)="([^"]*)"/g))
      element.attributes[key] = decode(value, name);
    if (parent) parent.children.push(element);
    else if (root) throw new Error('a second root element');
    else root = element;
    if (!selfClosing) stack.push(element);
  }
  if (stack.length > 0) throw new Error(`<${stack.at(-1)?.name}> is never closed`);
  if (!root) throw new Error('no root element');
  return root;
}

/** What one child element of an item may be. */
interface ChildRule {
  required?: boolean;
  /** Most occurrences in one item; 1 unless given. */
  max?: number;
  /** The whole text must match. */
  pattern?: RegExp;
  allowed?: readonly string[];
  maxLength?: number;
}

export interface FeedSchema {
  root: string;
  rootAttributes: Record<string, string>;
  /** Elements between the root and the items (RSS's channel). */
  container?: { name: string; children: Record<string, ChildRule> };
  item: string;
  children: Record<string, ChildRule>;
  /** Rules across children of one item. */
  itemRule?: (item: XmlElement) => string | null;
}

const HTTPS_URL = /^https?:\/\/[^\s<>"]+$/;
const PRICE = /^\d+(\.\d{1,2})?$/;
const EAN = /^(\d{8}|\d{12,14})$/;

/** Heureka.cz's product feed (SHOP/SHOPITEM, no namespace). */
export const heurekaSchema: FeedSchema = {
  root: 'SHOP',
  rootAttributes: {},
  item: 'SHOPITEM',
  children: {
    ITEM_ID: { required: true, pattern: /^[A-Za-z0-9_-]{1,36}$/ },
    PRODUCTNAME: { required: true, maxLength: 200 },
    PRODUCT: { maxLength: 200 },
    DESCRIPTION: { required: true },
    URL: { required: true, pattern: HTTPS_URL, maxLength: 255 },
    IMGURL: { required: true, pattern: HTTPS_URL, maxLength: 255 },
    IMGURL_ALTERNATIVE: { max: 20, pattern: HTTPS_URL },
    PRICE_VAT: { required: true, pattern: PRICE },
    MANUFACTURER: { maxLength: 200 },
    CATEGORYTEXT: { required: true, pattern: /^[^|]+( \| [^|]+)*$/ },
    EAN: { pattern: EAN },
    ISBN: {},
    PRODUCTNO: {},
    // Heureka marks second-hand goods with "bazar"; new goods leave the element out.
    ITEM_TYPE: { allowed: ['bazar'] },
    DELIVERY_DATE: { required: true, pattern: /^(\d+|\d{4}-\d{2}-\d{2})$/ },
  },
};

/** Zboží.cz's offer feed (SHOP/SHOPITEM in the http://www.zbozi.cz/ns/offer/1.0 namespace). */
export const zboziSchema: FeedSchema = {
  root: 'SHOP',
  rootAttributes: { xmlns: 'http://www.zbozi.cz/ns/offer/1.0' },
  item: 'SHOPITEM',
  children: {
    ITEM_ID: { required: true, pattern: /^[A-Za-z0-9_-]{1,36}$/ },
    PRODUCTNAME: { required: true, maxLength: 150 },
    PRODUCT: { maxLength: 150 },
    DESCRIPTION: { maxLength: 6000 },
    URL: { required: true, pattern: HTTPS_URL, maxLength: 300 },
    IMGURL: { max: 10, pattern: HTTPS_URL, maxLength: 300 },
    PRICE_VAT: { required: true, pattern: PRICE },
    MANUFACTURER: { maxLength: 255 },
    CATEGORYTEXT: { pattern: /^[^|]+( \| [^|]+)*$/ },
    EAN: { pattern: EAN },
    PRODUCTNO: {},
    // Zboží tells new offers from second-hand ("bazaar") ones.
    ITEM_TYPE: { allowed: ['new', 'bazaar'] },
    DELIVERY_DATE: { required: true, pattern: /^(\d+|\d{4}-\d{2}-\d{2})$/ },
  },
};

/** Google Merchant Center's RSS 2.0 feed with the g: namespace. */
export const googleMerchantSchema: FeedSchema = {
  root: 'rss',
  rootAttributes: { version: '2.0', 'xmlns:g': 'http://base.google.com/ns/1.0' },
  container: {
    name: 'channel',
    children: {
      title: { required: true },
      link: { required: true, pattern: HTTPS_URL },
      description: { required: true },
    },
  },
  item: 'item',
  children: {
    'g:id': { required: true, maxLength: 50 },
    title: { required: true, maxLength: 150 },
    description: { required: true, maxLength: 5000 },
    link: { required: true, pattern: HTTPS_URL, maxLength: 2000 },
    'g:image_link': { required: true, pattern: HTTPS_URL, maxLength: 2000 },
    'g:price': { required: true, pattern: /^\d+(\.\d{1,2})? [A-Z]{3}$/ },
    'g:availability': { required: true, allowed: ['in_stock', 'out_of_stock', 'preorder', 'backorder'] },
    'g:condition': { allowed: ['new', 'refurbished', 'used'] },
    'g:brand': { maxLength: 70 },
    'g:gtin': { pattern: EAN },
    'g:mpn': { maxLength: 70 },
    'g:identifier_exists': { allowed: ['yes', 'no'] },
    'g:product_type': { maxLength: 750 },
  },
  itemRule: (item) => {
    const has = (name: string) => item.children.some((child) => child.name === name);
    // Without a GTIN (or brand + MPN) Google asks the feed to say there is none.
    if (!has('g:gtin') && !has('g:mpn') && !has('g:identifier_exists'))
      return 'no g:gtin, g:mpn or g:identifier_exists';
    return null;
  },
};

function checkChildren(parent: XmlElement, rules: Record<string, ChildRule>, where: string): string[] {
  const errors: string[] = [];
  const counts = new Map<string, number>();
  for (const child of parent.children) {
    const rule = rules[child.name];
    if (!rule) {
      errors.push(`${where}: unknown element <${child.name}>`);
      continue;
    }
    counts.set(child.name, (counts.get(child.name) ?? 0) + 1);
    if (child.children.length > 0) errors.push(`${where}: <${child.name}> holds elements, not text`);
    const text = child.text;
    if (text.trim() === '') errors.push(`${where}: <${child.name}> is empty`);
    if (rule.pattern && !rule.pattern.test(text))
      errors.push(`${where}: <${child.name}> "${text}" does not match ${rule.pattern}`);
    if (rule.allowed && !rule.allowed.includes(text))
      errors.push(`${where}: <${child.name}> "${text}" is not one of ${rule.allowed.join(', ')}`);
    if (rule.maxLength !== undefined && text.length > rule.maxLength)
      errors.push(`${where}: <${child.name}> is longer than ${rule.maxLength}`);
  }
  for (const [name, rule] of Object.entries(rules)) {
    const count = counts.get(name) ?? 0;
    if (rule.required && count === 0) errors.push(`${where}: <${name}> is missing`);
    if (count > (rule.max ?? 1)) errors.push(`${where}: <${name}> appears ${count} times`);
  }
  return errors;
}

/** The format's violations in `xml` (empty when valid) and the items found. */
export function validateFeed(xml: string, schema: FeedSchema): { errors: string[]; items: XmlElement[] } {
  let root: XmlElement;
  try {
    root = parseXml(xml);
  } catch (error) {
    return { errors: [`not well-formed: ${(error as Error).message}`], items: [] };
  }
  const errors: string[] = [];
  if (root.name !== schema.root) errors.push(`the root is <${root.name}>, not <${schema.root}>`);
  for (const [key, value] of Object.entries(schema.rootAttributes))
    if (root.attributes[key] !== value) errors.push(`the root's ${key} is not "${value}"`);
  let holder = root;
  if (schema.container) {
    const containers = root.children.filter((child) => child.name === schema.container?.name);
    if (containers.length !== 1 || root.children.length !== 1)
      return { errors: [...errors, `the root holds one <${schema.container.name}> only`], items: [] };
    holder = containers[0];
    const head = { ...holder, children: holder.children.filter((child) => child.name !== schema.item) };
    errors.push(...checkChildren(head, schema.container.children, `<${schema.container.name}>`));
  } else {
    for (const child of root.children)
      if (child.name !== schema.item) errors.push(`<${root.name}> holds <${child.name}>`);
  }
  const items = holder.children.filter((child) => child.name === schema.item);
  items.forEach((item, index) => {
    const where = `${schema.item} #${index + 1}`;
    errors.push(...checkChildren(item, schema.children, where));
    const crossError = schema.itemRule?.(item);
    if (crossError) errors.push(`${where}: ${crossError}`);
  });
  const ids = items.map((item) => item.children.find((child) => /ITEM_ID|g:id/.test(child.name))?.text);
  if (new Set(ids).size !== ids.length) errors.push('an item id repeats');
  return { errors, items };
}

/** The text of an item's child element, or undefined. */
export function childText(item: XmlElement, name: string): string | undefined {
  return item.children.find((child) => child.name === name)?.text;
}
