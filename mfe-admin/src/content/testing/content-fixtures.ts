import type { ContentComponent, ContentPageDetail } from 'shared-domain/contracts/admin-content-pages.ts';

/** A draft page as the api answers it, with the given components. */
export function contentPage(overrides: Partial<ContentPageDetail> = {}): ContentPageDetail {
  return {
    id: 5,
    locale: 'cs-CZ',
    slug: 'letni-akce',
    title: 'Letní akce',
    description: 'Telefony za letní ceny.',
    status: 'draft',
    publishAt: null,
    unpublishAt: null,
    live: false,
    changedSincePublish: true,
    version: 1,
    updatedAt: '2026-11-20T10:00:00.000Z',
    path: '/info/letni-akce',
    components: [],
    ...overrides,
  };
}

export function contentComponent(overrides: Partial<ContentComponent> = {}): ContentComponent {
  return {
    id: 11,
    type: 'text',
    position: 0,
    params: { heading: 'Nadpis', body: 'Text.' },
    version: 1,
    ...overrides,
  };
}
