import type { ColumnType, Generated } from 'kysely';
import type { ShopCode } from 'shared-domain';

// Migration 0032 (stores pages and articles), merged into the Database of schema.ts by module
// augmentation: its own file, so the tables of parallel features do not edit the same lines.

type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export interface StoreOpeningException {
  date: string;
  closed: boolean;
  opens: string | null;
  closes: string | null;
  note: string | null;
}
export type StoreServiceCode = 'sale' | 'buyout' | 'service';

export interface ArticleTopicsTable {
  id: Generated<number>;
  shop: ShopCode;
  locale: string;
  slug: string;
  name: string;
  position: ColumnType<number, number | undefined, number>;
}
export interface ArticlesTable {
  id: Generated<number>;
  shop: ShopCode;
  locale: string;
  slug: string;
  topic_id: number;
  title: string;
  perex: string;
  body: Json<string[]>;
  image_url: string | null;
  related_products: ColumnType<string[], string[] | undefined, string[]>;
  published_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  updated_at: DefaultedTimestamp;
}

declare module './schema.ts' {
  interface StoresTable {
    slug: string;
    photo_url: ColumnType<string | null, string | null | undefined, string | null>;
    services: ColumnType<StoreServiceCode[], StoreServiceCode[] | undefined, StoreServiceCode[]>;
    email: ColumnType<string | null, string | null | undefined, string | null>;
    description: ColumnType<string, string | undefined, string>;
    opening_exceptions: ColumnType<StoreOpeningException[], string | undefined, string>;
  }
  interface Database {
    article_topics: ArticleTopicsTable;
    articles: ArticlesTable;
  }
}
