import type { ShopCode } from 'shared-domain';
import type { ComponentType } from 'shared-domain/contracts/content-components.ts';

// A component added in the editor starts with valid parameters of its type in the shop's
// language, so a draft never holds params its schema refuses; staff then change them.

type Words = {
  heading: string;
  text: string;
  question: string;
  answer: string;
  group: string;
  /** The phones' category (product type) seo name. */
  phones: string;
};
const words: Record<ShopCode, Words> = {
  cz: {
    heading: 'Nadpis',
    text: 'Sem napište text.',
    question: 'Otázka?',
    answer: 'Odpověď.',
    group: 'Obecné',
    phones: 'telefony',
  },
  ro: {
    heading: 'Titlu',
    text: 'Scrieți textul aici.',
    question: 'Întrebare?',
    answer: 'Răspuns.',
    group: 'General',
    phones: 'telefoane',
  },
};

const DAY = 24 * 60 * 60 * 1000;

export function defaultComponentParams(shop: ShopCode, type: ComponentType, now: Date): unknown {
  const w = words[shop];
  const offer = {
    productSeoName: 'iphone-15',
    offerPrice: 1,
    startsAt: now.toISOString(),
    endsAt: new Date(now.getTime() + 7 * DAY).toISOString(),
  };
  switch (type) {
    case 'text':
      return { heading: w.heading, body: w.text };
    case 'image':
      return { src: '/favicon.svg', alt: w.heading };
    case 'product_list':
      return { source: 'category', heading: w.heading, categorySeoName: w.phones, limit: 4 };
    case 'banner':
      return { title: w.heading, text: w.text };
    case 'faq':
      return {
        heading: w.heading,
        groups: [{ title: w.group, items: [{ question: w.question, answer: w.answer }] }],
      };
    case 'store_list':
      return { heading: w.heading, service: 'any' };
    case 'price_box':
      return { heading: w.heading, productSeoName: 'iphone-15' };
    case 'comparison_table':
      return { heading: w.heading, productSeoNames: ['iphone-15', 'iphone-14'], onlyDifferences: false };
    case 'time_limited_offers':
      return { heading: w.heading, offers: [offer] };
    case 'lease_tabs':
      return {
        heading: w.heading,
        tabs: [
          {
            key: 'telefony',
            label: w.heading,
            offers: [{ ...offer, monthlyPrice: 1, termMonths: 12, apr: 0, totalPayable: 12 }],
          },
        ],
      };
    case 'form':
      return { heading: w.heading, form: 'contact' };
  }
}
