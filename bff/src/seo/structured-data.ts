import { type Money, type ShopCode, shops, toMajor, type Weekday } from 'shared-domain';
import type { ProductDetail } from 'shared-domain/contracts';
import type { ArticleDetail } from 'shared-domain/contracts/articles.ts';
import type { StoreDetail } from 'shared-domain/contracts/store-pages.ts';
import type { PageLink } from './seo-document.ts';

// schema.org nodes (JSON-LD) of the pages: absolute URLs on the shop's public origin. One graph
// per page; the shop's Organization is on every page and the other nodes refer to it by @id.

export function organizationId(origin: string): string {
  return `${origin}/#organization`;
}

export function organization(shop: ShopCode, origin: string): Record<string, unknown> {
  return {
    '@type': 'Organization',
    '@id': organizationId(origin),
    name: shops[shop].title,
    url: `${origin}/`,
  };
}

export function breadcrumbList(origin: string, trail: readonly PageLink[]): Record<string, unknown> {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}`,
    })),
  };
}

/** schema.org prices are decimal numbers in major units. */
function price(value: Money): string {
  return toMajor(value).toFixed(2);
}

export function isInStock(product: ProductDetail): boolean {
  return product.stock.online > 0 || product.stock.stores.some((store) => store.quantity > 0);
}

export function productNode(
  product: ProductDetail,
  origin: string,
  url: string,
  description: string,
): Record<string, unknown> {
  const image = product.gallery[0]?.url;
  return {
    '@type': 'Product',
    name: product.name,
    description,
    sku: product.code,
    ...(product.ean ? { gtin: product.ean } : {}),
    ...(image ? { image: new URL(image, `${origin}/`).href } : {}),
    brand: { '@type': 'Brand', name: product.manufacturer.name },
    itemCondition: `https://schema.org/${product.condition === 'used' ? 'UsedCondition' : 'NewCondition'}`,
    offers: {
      '@type': 'Offer',
      url,
      price: price(product.price),
      priceCurrency: product.price.currency,
      availability: `https://schema.org/${isInStock(product) ? 'InStock' : 'OutOfStock'}`,
      itemCondition: `https://schema.org/${product.condition === 'used' ? 'UsedCondition' : 'NewCondition'}`,
      seller: { '@id': organizationId(origin) },
    },
  };
}

export function graph(nodes: readonly Record<string, unknown>[]): Record<string, unknown> {
  return { '@context': 'https://schema.org', '@graph': nodes };
}

const schemaDays: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

export function storeNode(store: StoreDetail, origin: string, url: string): Record<string, unknown> {
  return {
    '@type': 'Store',
    '@id': `${url}#store`,
    name: store.name,
    url,
    ...(store.phone ? { telephone: store.phone } : {}),
    ...(store.email ? { email: store.email } : {}),
    ...(store.photoUrl ? { image: new URL(store.photoUrl, `${origin}/`).href } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: store.street,
      addressLocality: store.city,
      postalCode: store.postcode,
      addressCountry: store.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: store.latitude, longitude: store.longitude },
    parentOrganization: { '@id': organizationId(origin) },
    openingHoursSpecification: store.openingHours.map((hours) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${schemaDays[hours.day]}`,
      opens: hours.opens,
      closes: hours.closes,
    })),
    // A day with other hours; closed is written as opening and closing at midnight (schema.org).
    specialOpeningHoursSpecification: store.exceptions.map((day) => ({
      '@type': 'OpeningHoursSpecification',
      validFrom: day.date,
      validThrough: day.date,
      opens: day.closed ? '00:00' : day.opens,
      closes: day.closed ? '00:00' : day.closes,
    })),
  };
}

export function articleNode(article: ArticleDetail, origin: string, url: string): Record<string, unknown> {
  return {
    '@type': 'Article',
    headline: article.title,
    description: article.perex,
    url,
    mainEntityOfPage: url,
    datePublished: article.publishedAt,
    articleSection: article.topic.name,
    ...(article.imageUrl ? { image: new URL(article.imageUrl, `${origin}/`).href } : {}),
    publisher: { '@id': organizationId(origin) },
    author: { '@id': organizationId(origin) },
  };
}
