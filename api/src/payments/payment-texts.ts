import type { ShopCode } from 'shared-domain';

export const paymentTexts = {
  cz: {
    paymentNotFound: 'Platba nebyla nalezena.',
    walletNotUsed: 'Tato objednávka se neplatí tímto způsobem.',
    alreadyPaid: 'Objednávka je již zaplacena.',
    orderClosed: 'Tuto objednávku již nelze zaplatit, protože byla zrušena nebo jste od ní odstoupili.',
    declined: 'Platba byla zamítnuta. Zkuste to prosím znovu nebo zvolte jiný způsob platby.',
    page: {
      title: 'Testovací platební brána',
      notice: 'Toto je testovací režim: žádné peníze nebudou strženy.',
      shop: 'Obchod',
      order: 'Objednávka',
      amount: 'Částka',
      approve: 'Schválit platbu',
      decline: 'Zamítnout platbu',
      cancel: 'Zrušit platbu',
      settled: 'Tato platba už byla vyřízena.',
    },
  },
  ro: {
    paymentNotFound: 'Plata nu a fost găsită.',
    walletNotUsed: 'Această comandă nu se plătește astfel.',
    alreadyPaid: 'Comanda este deja plătită.',
    orderClosed:
      'Această comandă nu mai poate fi plătită, deoarece a fost anulată sau v-ați retras din contract.',
    declined: 'Plata a fost refuzată. Încercați din nou sau alegeți altă metodă de plată.',
    page: {
      title: 'Procesator de plăți de test',
      notice: 'Acesta este modul de test: nu se va debita niciun ban.',
      shop: 'Magazin',
      order: 'Comanda',
      amount: 'Suma',
      approve: 'Aprobați plata',
      decline: 'Refuzați plata',
      cancel: 'Anulați plata',
      settled: 'Această plată a fost deja procesată.',
    },
  },
} satisfies Record<ShopCode, unknown>;
