import type { Response } from 'express';
import type { ShopCode } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';
import type { FeedFormat } from './feed-formats.ts';
import { selectFeedPage } from './feed-repository.ts';

export const FEED_PAGE_SIZE = 200;

/**
 * Writes the feed as it reads it, a page of products at a time, waiting for the client when its
 * buffer is full: the whole catalogue is never held in memory. Stops when the client goes away.
 */
export async function streamFeed(
  res: Response,
  deps: { db: Db; shop: ShopCode; publicUrl: string; format: FeedFormat },
): Promise<void> {
  const { db, shop, publicUrl, format } = deps;
  // The first page is read before the headers go out, so a failing database is still a clean 500.
  let page = await selectFeedPage(db, shop, 0, FEED_PAGE_SIZE);
  res.status(200).type(format.contentType).set('Cache-Control', 'public, max-age=3600');
  try {
    await write(res, format.head(shop, publicUrl));
    while (page.length > 0 && !res.destroyed) {
      await write(res, page.map((row) => format.item(row, shop, publicUrl)).join(''));
      if (page.length < FEED_PAGE_SIZE) break;
      page = await selectFeedPage(db, shop, page[page.length - 1].id, FEED_PAGE_SIZE);
    }
    if (!res.destroyed) res.end(format.tail);
  } catch (error) {
    // Half a feed must not look like a whole one: cut the connection; the error handler logs it.
    res.destroy();
    throw error;
  }
}

function write(res: Response, chunk: string): Promise<void> {
  if (res.write(chunk)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}
