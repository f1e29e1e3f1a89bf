import type { Messages } from '../federation/remote-module.ts';

// shared-ui's own strings. Ids start with "ui." so they never clash with a remote's catalogue.
export const csCZ = {
  'ui.loading': 'Načítání…',
  'ui.dialog.close': 'Zavřít',
  'ui.dialog.cancel': 'Zrušit',
  'ui.dialog.confirm': 'Potvrdit',
  'ui.alert.dismiss': 'Zavřít zprávu',
  'ui.toast.dismiss': 'Zavřít oznámení',
  'ui.formError.title': 'Formulář obsahuje chyby. Opravte prosím zvýrazněná pole.',
  'ui.field.required': 'povinné',
  'ui.pagination.label': 'Stránkování',
  'ui.pagination.previous': 'Předchozí stránka',
  'ui.pagination.next': 'Další stránka',
  'ui.pagination.page': 'Strana {page}',
  'ui.remoteFallback.title': 'Tuto část obchodu se nepodařilo načíst',
  'ui.remoteFallback.area': 'Sekce „{area}“ je dočasně nedostupná.',
  'ui.remoteFallback.description': 'Ostatní části obchodu fungují dál. Zkuste to prosím znovu za chvíli.',
  'ui.remoteFallback.retry': 'Zkusit znovu',
  'ui.error.network': 'Nepodařilo se spojit se serverem. Zkontrolujte prosím připojení k internetu.',
  'ui.error.loading': 'Chyba při načítání dat.',
  'ui.error.generic':
    'Při zpracování vašeho požadavku došlo k chybě, zkuste to prosím znovu. Pokud se chyba opakuje, zavolejte na naši zákaznickou linku.',
  'ui.error.unauthenticated': 'Pro pokračování se prosím přihlaste.',
  'ui.error.forbidden': 'K této stránce nemáte přístup.',
  'ui.error.notFound': 'Požadovanou položku jsme nenašli.',
  'ui.error.rateLimited': 'Příliš mnoho pokusů. Zkuste to prosím za chvíli.',
  'ui.standalone.title': 'Tato adresa v samostatném režimu neexistuje',
  'ui.standalone.description': 'Stránky této části obchodu:',
} satisfies Messages;
