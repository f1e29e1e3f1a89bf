import type { QualityGrade, ShopCode } from 'shared-domain';
import type { Db, StoredAnswer } from '../platform/db/schema.ts';

export interface NewQuote {
  tokenHash: string;
  shop: ShopCode;
  colourId: number;
  version: number;
  answers: StoredAnswer[];
  quality: QualityGrade;
  price: number;
  currency: 'CZK' | 'RON';
  email: string;
  createdAt: Date;
  validUntil: Date;
}

export async function insertQuote(db: Db, quote: NewQuote): Promise<number> {
  const { id } = await db
    .insertInto('buyout_quotes')
    .values({
      token_hash: quote.tokenHash,
      shop: quote.shop,
      model_colour_id: quote.colourId,
      price_list_version: quote.version,
      answers: JSON.stringify(quote.answers),
      quality: quote.quality,
      price: quote.price,
      currency: quote.currency,
      e_mail: quote.email,
      created_at: quote.createdAt,
      valid_until: quote.validUntil,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function deleteQuote(db: Db, id: number): Promise<void> {
  await db.deleteFrom('buyout_quotes').where('id', '=', id).execute();
}

export interface StoredQuote {
  id: number;
  colourId: number;
  version: number;
  answers: StoredAnswer[];
  quality: QualityGrade;
  price: number;
  currency: 'CZK' | 'RON';
  validUntil: Date;
}

export async function findQuote(db: Db, shop: ShopCode, tokenHash: string): Promise<StoredQuote | undefined> {
  return db
    .selectFrom('buyout_quotes')
    .select([
      'id',
      'model_colour_id as colourId',
      'price_list_version as version',
      'answers',
      'quality',
      'price',
      'currency',
      'valid_until as validUntil',
    ])
    .where('shop', '=', shop)
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}
