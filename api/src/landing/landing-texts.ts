import type { ShopCode } from 'shared-domain';

// The e-mails of the landing pages in each shop's language (ICU placeholders, shopMessages).
export const landingTexts = {
  cz: {
    greeting: 'Dobrý den,',
    signature: ['S\u00a0pozdravem', 'Mobilní svět'],
    warrantySubject: 'Registrace prodloužené záruky {number}',
    warrantyIntro: 'děkujeme za registraci prodloužené záruky. Údaje, které jsme od vás dostali:',
    warrantyNumber: 'Číslo registrace',
    warrantyImei: 'IMEI',
    warrantyPurchased: 'Datum nákupu',
    warrantyInvoice: 'Číslo faktury',
    warrantyVerified:
      'Fakturu jsme našli mezi našimi doklady a\u00a0zařízení na ní souhlasí. Záruka je zaregistrovaná.',
    warrantyPending:
      'Fakturu teď ověří naši kolegové; pokud budeme něco potřebovat, ozveme se vám na tento e-mail.',
    preorderSubject: '{product} je skladem',
    preorderIntro: 'produkt {product}, na který jste čekali, je nyní skladem. Objednat ho můžete zde:',
  },
  ro: {
    greeting: 'Bună ziua,',
    signature: ['Cu stimă,', 'Echipa Lumea Mobilă'],
    warrantySubject: 'Înregistrarea garanției extinse {number}',
    warrantyIntro: 'vă mulțumim pentru înregistrarea garanției extinse. Datele primite de la dumneavoastră:',
    warrantyNumber: 'Numărul înregistrării',
    warrantyImei: 'IMEI',
    warrantyPurchased: 'Data achiziției',
    warrantyInvoice: 'Numărul facturii',
    warrantyVerified:
      'Am găsit factura printre documentele noastre, iar dispozitivul corespunde. Garanția este înregistrată.',
    warrantyPending:
      'Colegii noștri vor verifica acum factura; dacă avem nevoie de ceva, vă scriem la această adresă.',
    preorderSubject: '{product} este în stoc',
    preorderIntro: 'produsul {product}, pe care îl așteptați, este acum în stoc. Îl puteți comanda aici:',
  },
} satisfies Record<ShopCode, Record<string, string | string[]>>;
