import type { OrderEmailTemplate, ShopCode } from 'shared-domain';

// The starting points staff write a customer's e-mail from. Placeholders ({number}, {customer},
// {items}, {statusLink}) are filled from the order when the mail is previewed and sent; a blank
// line starts a new paragraph. The greeting and signature are the shop's mail layout's own.

export const orderEmailTemplates: Record<ShopCode, readonly OrderEmailTemplate[]> = {
  cz: [
    { key: 'blank', name: 'Vlastní zpráva', subject: 'Vaše objednávka {number}', body: '' },
    {
      key: 'delay',
      name: 'Zpoždění dodání',
      subject: 'Objednávka {number} se zpozdí',
      body:
        'omlouváme se, ale vaše objednávka {number} se zpozdí. Zboží očekáváme do 3\u00a0pracovních dnů a\u00a0hned vám ho odešleme.\n\n' +
        'Objednali jste:\n{items}\n\nStav objednávky sledujete zde: {statusLink}',
    },
    {
      key: 'ready',
      name: 'Připraveno k\u00a0vyzvednutí',
      subject: 'Objednávka {number} je připravena k\u00a0vyzvednutí',
      body:
        'vaše objednávka {number} je připravena k\u00a0vyzvednutí na prodejně. Vezměte si s\u00a0sebou prosím doklad totožnosti.\n\n' +
        '{items}\n\nStav objednávky: {statusLink}',
    },
    {
      key: 'payment',
      name: 'Připomenutí platby',
      subject: 'Platba objednávky {number}',
      body:
        'platbu vaší objednávky {number} jsme zatím nepřijali. Zaplatit ji můžete z\u00a0její stránky: {statusLink}\n\n' +
        'Pokud jste už zaplatili, tuto zprávu prosím přehlédněte.',
    },
  ],
  ro: [
    { key: 'blank', name: 'Mesaj personalizat', subject: 'Comanda dumneavoastră {number}', body: '' },
    {
      key: 'delay',
      name: 'Întârziere la livrare',
      subject: 'Comanda {number} va întârzia',
      body:
        'Ne pare rău, dar comanda dumneavoastră {number} va întârzia. Așteptăm produsele în cel mult 3 zile lucrătoare și vi le trimitem imediat.\n\n' +
        'Ați comandat:\n{items}\n\nPuteți urmări starea comenzii aici: {statusLink}',
    },
    {
      key: 'ready',
      name: 'Gata de ridicare',
      subject: 'Comanda {number} este gata de ridicare',
      body:
        'Comanda dumneavoastră {number} este gata de ridicare din magazin. Vă rugăm să aveți la dumneavoastră un act de identitate.\n\n' +
        '{items}\n\nStarea comenzii: {statusLink}',
    },
    {
      key: 'payment',
      name: 'Memento de plată',
      subject: 'Plata comenzii {number}',
      body:
        'Nu am primit încă plata comenzii dumneavoastră {number}. O puteți plăti din pagina comenzii: {statusLink}\n\n' +
        'Dacă ați plătit deja, vă rugăm să ignorați acest mesaj.',
    },
  ],
};
