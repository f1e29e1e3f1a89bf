import type { ImportKind } from 'shared-domain/import-columns.ts';
import type { MessageId } from '../messages/message-ids.ts';

/** Each kind of import, named: a new kind without its words fails tsc. */
export const importKindName: Record<ImportKind, MessageId> = {
  products: 'admin.imports.kind.products',
  prices: 'admin.imports.kind.prices',
  stock: 'admin.imports.kind.stock',
  'invoice-prices': 'admin.imports.kind.invoice-prices',
};

/** What each kind's file holds and how it is applied, under its columns. */
export const importKindHelp: Record<ImportKind, MessageId> = {
  products: 'admin.imports.columns.help.products',
  prices: 'admin.imports.columns.help.prices',
  stock: 'admin.imports.columns.help.stock',
  'invoice-prices': 'admin.imports.columns.help.invoice-prices',
};
