import { z } from 'zod';
import { storableString } from '../validation/storable-string.ts';
import { productSummarySchema } from './catalogue.ts';

// Wire shapes of the storefront's articles (issue 19): topics, a paged list by topic and an
// article with its related products (the catalogue's product summaries).

export const articleTopicSchema = z.object({
  slug: storableString(),
  name: storableString(),
  count: z.number().int(),
});
export type ArticleTopic = z.infer<typeof articleTopicSchema>;

export const articleSummarySchema = z.object({
  slug: storableString(),
  title: storableString(),
  perex: storableString(),
  imageUrl: storableString().nullable(),
  topic: z.object({ slug: storableString(), name: storableString() }),
  publishedAt: storableString().describe('ISO 8601'),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

export const ARTICLES_PAGE_SIZE = 4;

export const articleListQuerySchema = z.object({
  topic: storableString()
    .regex(/^[a-z0-9-]{1,80}$/)
    .optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

export const articleListSchema = z.object({
  topics: z.array(articleTopicSchema),
  items: z.array(articleSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ArticleList = z.infer<typeof articleListSchema>;

export const articleDetailSchema = articleSummarySchema.extend({
  paragraphs: z.array(storableString()),
  relatedProducts: z.array(productSummarySchema),
});
export type ArticleDetail = z.infer<typeof articleDetailSchema>;
