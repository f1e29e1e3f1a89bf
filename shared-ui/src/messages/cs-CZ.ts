import { apiErrorMessageIds } from 'shared-domain';
import type { Messages } from '../federation/remote-module.ts';

// shared-ui's\u00a0own strings. Ids start with "ui." so they never clash with a\u00a0remote's catalogue.
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
  'ui.pagination.page': 'Stránka {page}',
  'ui.remoteFallback.title': 'Tuto část obchodu se nepodařilo načíst',
  'ui.remoteFallback.area': 'Sekce „{area}“ je dočasně nedostupná.',
  'ui.remoteFallback.description': 'Ostatní části obchodu fungují dál. Zkuste to prosím znovu za chvíli.',
  'ui.remoteFallback.retry': 'Zkusit znovu',
  'ui.error.network': 'Nepodařilo se spojit se serverem. Zkontrolujte prosím připojení k\u00a0internetu.',
  'ui.error.loading': 'Chyba při načítání dat.',
  'ui.error.generic':
    'Při zpracování vašeho požadavku došlo k\u00a0chybě, zkuste to prosím znovu. Pokud se chyba opakuje, zavolejte na naši zákaznickou linku.',
  'ui.error.unauthenticated': 'Pro pokračování se prosím přihlaste.',
  'ui.error.forbidden': 'K\u00a0této stránce nemáte přístup.',
  'ui.error.notFound': 'Požadovanou položku jsme nenašli.',
  'ui.error.rateLimited': 'Příliš mnoho pokusů. Zkuste to prosím za chvíli.',
  'ui.error.rateLimitedMinutes':
    'Příliš mnoho pokusů. Zkuste to prosím znovu za {minutes, plural, one {# minutu} few {# minuty} many {# minuty} other {# minut}}.',
  // One message per code of the api and the bff (shared-domain's apiErrorMessages).
  ...apiErrorMessageIds('cs-CZ'),
  'ui.access.checking': 'Ověřujeme vaše oprávnění…',
  'ui.access.forbidden': 'Nemáte oprávnění k\u00a0přístupu na tuto stránku.',
  'ui.access.login': 'Přihlásit se',
  'ui.loadError.title': 'Data se nepodařilo načíst',
  'ui.loadError.retry': 'Zkusit znovu',
  'ui.comingSections.coming': 'Připravujeme',
  'ui.centre.phone': 'Telefon:',
  'ui.centre.map': 'Zobrazit na mapě',
  'ui.centre.mapLabel': 'Zobrazit na mapě: {name} (otevře se v\u00a0novém okně)',
  'ui.centre.hours': 'Otevírací doba',
  'ui.centre.closed': 'Zavřeno',
  'ui.standalone.title': 'Tato adresa v\u00a0samostatném režimu neexistuje',
  'ui.standalone.description': 'Stránky této části obchodu:',
} satisfies Messages;
