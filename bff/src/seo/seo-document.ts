import type { ShopPaths } from 'shared-domain/contracts/seo.ts';

// A page as search engines read it, before the shell's script runs: what the bff puts into the
// head (title, description, canonical, alternates, structured data) and into the root element
// (heading, main text, links), and the status it answers with.

export interface PageLink {
  name: string;
  path: string;
}

export interface SeoDocument {
  status: 200 | 404;
  title: string;
  description?: string;
  /** The page's path in each shop that has it: this shop's is the canonical, all are alternates. */
  paths?: ShopPaths;
  /** A page that must not be indexed (the not-found page). */
  noindex?: boolean;
  /** schema.org nodes of the page; the shop's Organization is added to every page. */
  structuredData: Record<string, unknown>[];
  heading?: string;
  paragraphs?: string[];
  links?: PageLink[];
}

export type SeoAnswer =
  | { kind: 'document'; document: SeoDocument }
  /** Moved: answer 301 to this path (the query of the request is kept). */
  | { kind: 'redirect'; path: string }
  /** A client app's area: the shell as it is. */
  | { kind: 'shell' };

export const document = (doc: SeoDocument): SeoAnswer => ({ kind: 'document', document: doc });
