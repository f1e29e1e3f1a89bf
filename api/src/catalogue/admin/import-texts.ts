import type { ShopCode } from 'shared-domain';
import { shopMessages } from '../../platform/messages/server-message.ts';

// The words of an import's row errors, in the shop's language (ICU messages): staff read them in
// the errors table and in the failed-rows CSV.

export type ImportProblem =
  | 'required'
  | 'tooLong'
  | 'notPrice'
  | 'notQuantity'
  | 'notStorage'
  | 'notEan'
  | 'notCondition'
  | 'notQuality'
  | 'qualityRequired'
  | 'qualityNotAllowed'
  | 'duplicate'
  | 'unknownCode'
  | 'unknownStore'
  | 'unknownMaster'
  | 'ambiguousMaster'
  | 'otherMaster'
  | 'otherBrand'
  | 'otherType'
  | 'unknownColour'
  | 'eanTaken'
  | 'missingColumns'
  // invoice prices (orders/invoices/invoice-price-import.ts)
  | 'unknownInvoice'
  | 'invoicePriceMismatch';

const cs: Record<ImportProblem, string> = {
  required: 'Vyplňte hodnotu.',
  tooLong: 'Hodnota je příliš dlouhá.',
  notPrice: 'Cena musí být kladné číslo s\u00a0nejvýše dvěma desetinnými místy.',
  notQuantity: 'Počet kusů musí být celé číslo od 0 do 1\u00a0000\u00a0000.',
  notStorage: 'Paměť musí být kladné celé číslo v\u00a0GB.',
  notEan: 'Počet číslic EAN musí být od 8 do 14.',
  notCondition: 'Stav musí být „new“ nebo „used“.',
  notQuality: 'Kvalita musí být jedna z\u00a0hodnot A+, A, B, C, D.',
  qualityRequired: 'Použitý produkt musí mít kvalitu.',
  qualityNotAllowed: 'Nový produkt nemá kvalitu.',
  duplicate: 'Stejný záznam už je v\u00a0souboru na řádku {row}.',
  unknownCode: 'Produkt s\u00a0tímto kódem neexistuje.',
  unknownStore: 'Prodejna s\u00a0tímto kódem v\u00a0tomto obchodě neexistuje.',
  unknownMaster: 'Hlavní produkt s\u00a0tímto názvem nebo ID neexistuje.',
  ambiguousMaster: 'Tento název má více hlavních produktů. Vyplňte značku.',
  otherMaster: 'Produkt s\u00a0tímto kódem patří k\u00a0jinému hlavnímu produktu.',
  otherBrand: 'Hlavní produkt je jiné značky.',
  otherType: 'Hlavní produkt je jiného typu.',
  unknownColour: 'Hlavní produkt tuto barvu nemá.',
  eanTaken: 'Tento EAN už má jiný produkt.',
  missingColumns: 'Chybí: {columns}.',
  unknownInvoice: 'Faktura s\u00a0tímto číslem v\u00a0tomto obchodě neexistuje.',
  invoicePriceMismatch: 'Cena neodpovídá objednávce.',
};

const ro: Record<ImportProblem, string> = {
  required: 'Completați valoarea.',
  tooLong: 'Valoarea este prea lungă.',
  notPrice: 'Prețul trebuie să fie un număr pozitiv cu cel mult două zecimale.',
  notQuantity: 'Cantitatea trebuie să fie un număr întreg între 0 și 1.000.000.',
  notStorage: 'Memoria trebuie să fie un număr întreg pozitiv, în GB.',
  notEan: 'Numărul de cifre al EAN-ului trebuie să fie între 8 și 14.',
  notCondition: 'Starea trebuie să fie „new” sau „used”.',
  notQuality: 'Calitatea trebuie să fie una dintre valorile A+, A, B, C, D.',
  qualityRequired: 'Un produs folosit trebuie să aibă o calitate.',
  qualityNotAllowed: 'Un produs nou nu are calitate.',
  duplicate: 'Aceeași înregistrare apare deja în fișier, pe rândul {row}.',
  unknownCode: 'Nu există niciun produs cu acest cod.',
  unknownStore: 'Nu există niciun magazin cu acest cod în acest shop.',
  unknownMaster: 'Nu există niciun produs principal cu acest nume sau ID.',
  ambiguousMaster: 'Mai multe produse principale au acest nume. Completați marca.',
  otherMaster: 'Produsul cu acest cod aparține altui produs principal.',
  otherBrand: 'Produsul principal este de altă marcă.',
  otherType: 'Produsul principal este de alt tip.',
  unknownColour: 'Produsul principal nu are această culoare.',
  eanTaken: 'Acest EAN aparține deja altui produs.',
  missingColumns: 'Lipsesc: {columns}.',
  unknownInvoice: 'Nu există nicio factură cu acest număr în acest shop.',
  invoicePriceMismatch: 'Prețul nu corespunde comenzii.',
};

const texts: Record<ShopCode, Record<ImportProblem, string>> = { cz: cs, ro };
const formatters = { cz: shopMessages('cz'), ro: shopMessages('ro') };

export function importProblemText(
  shop: ShopCode,
  problem: ImportProblem,
  params: { row?: number; columns?: readonly string[] } = {},
): string {
  return formatters[shop](texts[shop][problem], {
    row: String(params.row ?? ''),
    columns: (params.columns ?? []).join(', '),
  });
}
