import type { ShopCode } from 'shared-domain';

// The invoice e-mails in each shop's language (ICU messages, filled by formatServerMessage).

export const invoiceTexts: Record<
  ShopCode,
  {
    invoiceSubject: string;
    invoiceIntro: string;
    creditNoteSubject: string;
    creditNoteIntro: string;
    /** The attachment's file name stem: "faktura-FA-CZ26000123.pdf". */
    invoiceFile: string;
    creditNoteFile: string;
    /** Added to the subject of an invoice staff send again: "Faktura … (znovu zaslaná)". */
    resent: string;
  }
> = {
  cz: {
    invoiceSubject: 'Faktura {invoice} k\u00a0objednávce {number}',
    invoiceIntro: 'v\u00a0příloze vám posíláme fakturu {invoice} k\u00a0vaší objednávce {number}.',
    creditNoteSubject: 'Dobropis {invoice} k\u00a0objednávce {number}',
    creditNoteIntro: 'v\u00a0příloze vám posíláme dobropis {invoice} k\u00a0vaší objednávce {number}.',
    invoiceFile: 'faktura',
    creditNoteFile: 'dobropis',
    resent: 'znovu zaslaná',
  },
  ro: {
    invoiceSubject: 'Factura {invoice} pentru comanda {number}',
    invoiceIntro: 'vă trimitem atașat factura {invoice} pentru comanda dumneavoastră {number}.',
    creditNoteSubject: 'Factura de stornare {invoice} pentru comanda {number}',
    creditNoteIntro:
      'vă trimitem atașat factura de stornare {invoice} pentru comanda dumneavoastră {number}.',
    invoiceFile: 'factura',
    creditNoteFile: 'factura-stornare',
    resent: 'retrimisă',
  },
};
