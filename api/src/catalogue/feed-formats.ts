import { type ShopCode, shops } from 'shared-domain';
import type { FeedRow } from './feed-repository.ts';
import { productName, summaryImageUrl } from './list-products.ts';

// The product feeds for comparison sites: Heureka and Zboží.cz (Czech shop) and Google Merchant
// (RSS 2.0 with the g: namespace). Used goods are marked as such in each: Heureka's ITEM_TYPE
// "bazar", Zboží's ITEM_TYPE "bazaar", Google's g:condition "used". Each format is a head, one item per product and a tail, so the feed can
// be streamed row by row.

export interface FeedFormat {
  contentType: string;
  head(shop: ShopCode, publicUrl: string): string;
  item(row: FeedRow, shop: ShopCode, publicUrl: string): string;
  tail: string;
}

const XML_DECLARATION = '<?xml version="1.0" encoding="utf-8"?>\n';

/** Text and attribute escaping; characters XML 1.0 forbids are dropped. */
export function escapeXml(value: string): string {
  return (
    value
      // biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to remove them
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

function element(name: string, value: string | number): string {
  return `<${name}>${escapeXml(String(value))}</${name}>`;
}

const descriptions: Record<ShopCode, { new: string; used: (grade: string) => string }> = {
  cz: { new: 'Nové zboží se zárukou.', used: (grade) => `Použité zboží s ověřenou kvalitou ${grade}.` },
  ro: {
    new: 'Produs nou, cu garanție.',
    used: (grade) => `Produs folosit, cu calitate verificată ${grade}.`,
  },
};

function description(row: FeedRow, shop: ShopCode): string {
  const text = descriptions[shop];
  return `${productName(row)}. ${row.condition === 'used' ? text.used(row.qualityGrade ?? '') : text.new}`;
}

function productUrl(row: FeedRow, publicUrl: string): string {
  return `${publicUrl}/${encodeURIComponent(row.typeSeoName)}/${encodeURIComponent(row.seoName)}`;
}

/** Feeds need absolute URLs: the same picture the listing shows, on the shop's public origin. */
export function imageUrl(row: Pick<FeedRow, 'seoName' | 'photoUploadId'>, publicUrl: string): string {
  return `${publicUrl}${summaryImageUrl(row)}`;
}

/** Minor units as a decimal number of the currency: 1399000 → "13990.00". */
function decimal(amount: number): string {
  return (amount / 100).toFixed(2);
}

export const heurekaFeed: FeedFormat = {
  contentType: 'application/xml; charset=utf-8',
  head: () => `${XML_DECLARATION}<SHOP>\n`,
  item: (row, shop, publicUrl) =>
    [
      '<SHOPITEM>',
      element('ITEM_ID', row.id),
      element('PRODUCTNAME', productName(row)),
      element('DESCRIPTION', description(row, shop)),
      element('URL', productUrl(row, publicUrl)),
      element('IMGURL', imageUrl(row, publicUrl)),
      element('PRICE_VAT', decimal(row.amount)),
      element('MANUFACTURER', row.manufacturer),
      element('CATEGORYTEXT', `Elektronika | ${row.typeName} | ${row.manufacturer}`),
      row.ean ? element('EAN', row.ean) : '',
      row.condition === 'used' ? element('ITEM_TYPE', 'bazar') : '',
      // 0: in stock, ships at once (only products in stock are listed)
      element('DELIVERY_DATE', 0),
      '</SHOPITEM>\n',
    ].join(''),
  tail: '</SHOP>\n',
};

/** Zboží.cz's offer feed (namespace http://www.zbozi.cz/ns/offer/1.0): new and bazaar offers. */
export const zboziFeed: FeedFormat = {
  contentType: 'application/xml; charset=utf-8',
  head: () => `${XML_DECLARATION}<SHOP xmlns="http://www.zbozi.cz/ns/offer/1.0">\n`,
  item: (row, shop, publicUrl) =>
    [
      '<SHOPITEM>',
      element('ITEM_ID', row.id),
      element('PRODUCTNAME', productName(row)),
      element('DESCRIPTION', description(row, shop)),
      element('URL', productUrl(row, publicUrl)),
      element('IMGURL', imageUrl(row, publicUrl)),
      element('PRICE_VAT', decimal(row.amount)),
      element('MANUFACTURER', row.manufacturer),
      element('CATEGORYTEXT', `Elektronika | ${row.typeName}`),
      row.ean ? element('EAN', row.ean) : '',
      element('ITEM_TYPE', row.condition === 'used' ? 'bazaar' : 'new'),
      // 0: in stock (only products in stock are listed)
      element('DELIVERY_DATE', 0),
      '</SHOPITEM>\n',
    ].join(''),
  tail: '</SHOP>\n',
};

export const googleMerchantFeed: FeedFormat = {
  contentType: 'application/rss+xml; charset=utf-8',
  head: (shop, publicUrl) =>
    `${XML_DECLARATION}<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n${element(
      'title',
      shops[shop].title,
    )}\n${element('link', `${publicUrl}/`)}\n${element('description', shops[shop].title)}\n`,
  item: (row, shop, publicUrl) =>
    [
      '<item>',
      element('g:id', row.id),
      element('title', productName(row)),
      element('description', description(row, shop)),
      element('link', productUrl(row, publicUrl)),
      element('g:image_link', imageUrl(row, publicUrl)),
      element('g:price', `${decimal(row.amount)} ${row.currency}`),
      element('g:availability', 'in_stock'),
      element('g:condition', row.condition),
      element('g:brand', row.manufacturer),
      row.ean ? element('g:gtin', row.ean) : element('g:identifier_exists', 'no'),
      element('g:product_type', row.typeName),
      '</item>\n',
    ].join(''),
  tail: '</channel>\n</rss>\n',
};
