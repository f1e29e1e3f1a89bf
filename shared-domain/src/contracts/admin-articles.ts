import { z } from 'zod';
import { storableString } from '../validation/storable-string.ts';

// Staff contracts of the articles (issue 19): the list, the editor, publishing and deleting.

const slug = storableString()
  .trim()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  .max(80);

export const adminArticleInputSchema = z.object({
  slug,
  topicSlug: slug,
  title: storableString().trim().min(3).max(160),
  perex: storableString().trim().min(3).max(400),
  paragraphs: z.array(storableString().trim().min(1).max(4000)).min(1).max(40),
  imageUrl: storableString().trim().max(300).nullable(),
  relatedProducts: z.array(slug).max(8).describe('Product seo names'),
});
export type AdminArticleInput = z.infer<typeof adminArticleInputSchema>;

export const adminArticleSchema = adminArticleInputSchema.extend({
  id: z.number().int(),
  locale: storableString(),
  publishedAt: storableString().nullable(),
  updatedAt: storableString(),
});
export type AdminArticle = z.infer<typeof adminArticleSchema>;

export const adminArticleListSchema = z.object({
  items: z.array(adminArticleSchema.omit({ paragraphs: true })),
  topics: z.array(z.object({ slug: storableString(), name: storableString() })),
});
export type AdminArticleList = z.infer<typeof adminArticleListSchema>;

export const adminArticlePublishSchema = z.object({ published: z.boolean() });
