import type { ShopCode } from 'shared-domain';

// What the packing station says after each scan, in the shop's language. Short: it is shown large
// and may be read aloud. The three texts of the spec are verbatim (their Czech and Romanian too).

export interface PackingTexts {
  crateOpened: string;
  chooseOrder: string;
  orderChosen: string;
  itemCounted: string;
  serialRequiredImei: string;
  serialRequiredSerial: string;
  serialAccepted: string;
  alreadyScanned: string;
  tooMany: string;
  notInOrder: string;
  unknown: string;
  cancelled: string;
  crateEmpty: string;
  crateLeased: string;
  takenOver: string;
  serialInvalidImei: string;
  serialInvalidSerial: string;
  serialTaken: string;
  serialForced: string;
  incomplete: string;
  carrierFailed: string;
  finished: string;
  finishedForStore: string;
  handedOver: string;
  handedOverToStore: string;
  handoverRefused: string;
  confirmSkip: string;
  confirmCancel: string;
  skipped: string;
  orderCancelled: string;
  undone: string;
  nothingToUndo: string;
  notNow: string;
  scanCrate: string;
}

export const packingTexts: Record<ShopCode, PackingTexts> = {
  cz: {
    crateOpened: 'Bedna {crate}: objednávka {number}. Naskenujte zboží.',
    chooseOrder: 'Bedna {crate}: {count} objednávek. Naskenujte číslo objednávky nebo zboží.',
    orderChosen: 'Objednávka {number}. Naskenujte zboží.',
    itemCounted: '{name}: {scanned} z\u00a0{quantity}.',
    serialRequiredImei: '{name}: naskenujte IMEI.',
    serialRequiredSerial: '{name}: naskenujte sériové číslo.',
    serialAccepted: 'Sériové číslo {code} přiřazeno.',
    alreadyScanned: 'Položka s\u00a0kódem {code} už byla naskenována.',
    tooMany: 'Položka s\u00a0kódem {code}: všech {quantity} ks už je naskenováno.',
    notInOrder: 'Položka s\u00a0kódem {code} v\u00a0této objednávce není.',
    unknown: 'Neznámý kód {code}.',
    cancelled: 'Objednávka {number} byla zrušena. Odložte ji naskenováním CMD-SKIP.',
    crateEmpty: 'Bedna neobsahuje žádnou objednávku',
    crateLeased: 'Bednu {crate} balí jiné balicí místo. Převzít ji?',
    takenOver: 'Bedna {crate} převzata.',
    serialInvalidImei: 'Kód {code} není platné IMEI.',
    serialInvalidSerial: 'Kód {code} není platné sériové číslo.',
    serialTaken: 'Sériové číslo {code} už je přiřazeno jinde. Odeslat přesto? Uveďte důvod.',
    serialForced: 'Sériové číslo {code} přiřazeno přesto (důvod uložen).',
    incomplete: 'Balík není kompletní: chybí naskenovat {missing} ks.',
    carrierFailed:
      'Dopravce {carrier} zásilku nepřijal: {reason} Naskenujte CMD-FINISH znovu, nebo objednávku odložte.',
    finished: 'Balík je hotový, zásilka {tracking}. Vytiskněte štítek.',
    finishedForStore: 'Balík je hotový, připraven k\u00a0vyzvednutí na prodejně.',
    handedOver: 'Předáno dopravci {carrier}.',
    handedOverToStore: 'Předáno na výdej prodejny.',
    handoverRefused: 'Nelze předat dopravci. Objednávka byla možná zrušena.',
    confirmSkip: 'Opravdu odložit objednávku {number}? Naskenujte CMD-SKIP znovu.',
    confirmCancel: 'Opravdu zrušit objednávku {number}? Naskenujte CMD-CANCEL znovu.',
    skipped: 'Objednávka {number} odložena.',
    orderCancelled: 'Objednávka {number} zrušena, zboží vraťte na místo.',
    undone: 'Poslední sken vrácen.',
    nothingToUndo: 'Není co vrátit.',
    notNow: 'Kód {code} teď nelze použít.',
    scanCrate: 'Naskenujte bednu.',
  },
  ro: {
    crateOpened: 'Lada {crate}: comanda {number}. Scanați produsele.',
    chooseOrder: 'Lada {crate}: {count} comenzi. Scanați numărul comenzii sau un produs.',
    orderChosen: 'Comanda {number}. Scanați produsele.',
    itemCounted: '{name}: {scanned} din {quantity}.',
    serialRequiredImei: '{name}: scanați IMEI-ul.',
    serialRequiredSerial: '{name}: scanați numărul de serie.',
    serialAccepted: 'Numărul de serie {code} a fost atribuit.',
    alreadyScanned: 'Articolul cu codul {code} a fost deja scanat.',
    tooMany: 'Articolul cu codul {code}: toate cele {quantity} bucăți au fost deja scanate.',
    notInOrder: 'Articolul cu codul {code} nu face parte din această comandă.',
    unknown: 'Cod necunoscut: {code}.',
    cancelled: 'Comanda {number} a fost anulată. Puneți-o deoparte scanând CMD-SKIP.',
    crateEmpty: 'Lada nu conține nicio comandă',
    crateLeased: 'Lada {crate} este ambalată la alt post. O preluați?',
    takenOver: 'Lada {crate} a fost preluată.',
    serialInvalidImei: 'Codul {code} nu este un IMEI valid.',
    serialInvalidSerial: 'Codul {code} nu este un număr de serie valid.',
    serialTaken:
      'Numărul de serie {code} este deja atribuit în altă parte. Trimiteți oricum? Indicați motivul.',
    serialForced: 'Numărul de serie {code} a fost atribuit oricum (motivul a fost salvat).',
    incomplete: 'Coletul nu este complet: mai trebuie scanate {missing} bucăți.',
    carrierFailed:
      'Curierul {carrier} nu a acceptat expediția: {reason} Scanați din nou CMD-FINISH sau puneți comanda deoparte.',
    finished: 'Coletul este gata, expediția {tracking}. Tipăriți eticheta.',
    finishedForStore: 'Coletul este gata pentru ridicare din magazin.',
    handedOver: 'Predat curierului {carrier}.',
    handedOverToStore: 'Predat la ghișeul de ridicare al magazinului.',
    handoverRefused: 'Nu se poate preda curierului. Poate comanda a fost anulată.',
    confirmSkip: 'Sigur puneți deoparte comanda {number}? Scanați din nou CMD-SKIP.',
    confirmCancel: 'Sigur anulați comanda {number}? Scanați din nou CMD-CANCEL.',
    skipped: 'Comanda {number} a fost pusă deoparte.',
    orderCancelled: 'Comanda {number} a fost anulată, puneți produsele la loc.',
    undone: 'Ultima scanare a fost anulată.',
    nothingToUndo: 'Nu există nimic de anulat.',
    notNow: 'Codul {code} nu poate fi folosit acum.',
    scanCrate: 'Scanați o ladă.',
  },
};

/** Fills `{name}` placeholders; the values are the server's own (codes, numbers, names). */
export function fillText(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
