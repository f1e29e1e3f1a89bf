import type { Messages } from '../federation/remote-module.ts';

export const roRO = {
  'ui.loading': 'Se încarcă…',
  'ui.dialog.close': 'Închide',
  'ui.dialog.cancel': 'Anulează',
  'ui.dialog.confirm': 'Confirmă',
  'ui.alert.dismiss': 'Închide mesajul',
  'ui.toast.dismiss': 'Închide notificarea',
  'ui.formError.title': 'Formularul conține erori. Vă rugăm să corectați câmpurile evidențiate.',
  'ui.field.required': 'obligatoriu',
  'ui.pagination.label': 'Paginare',
  'ui.pagination.previous': 'Pagina anterioară',
  'ui.pagination.next': 'Pagina următoare',
  'ui.pagination.page': 'Pagina {page}',
  'ui.remoteFallback.title': 'Această parte a magazinului nu a putut fi încărcată',
  'ui.remoteFallback.area': 'Secțiunea „{area}” este temporar indisponibilă.',
  'ui.remoteFallback.description':
    'Restul magazinului funcționează în continuare. Vă rugăm să încercați din nou în câteva momente.',
  'ui.remoteFallback.retry': 'Încearcă din nou',
  'ui.error.network': 'Nu ne-am putut conecta la server. Vă rugăm să verificați conexiunea la internet.',
  'ui.error.loading': 'Eroare la încărcarea datelor.',
  'ui.error.generic':
    'A apărut o eroare la procesarea cererii dumneavoastră, vă rugăm să încercați din nou. Dacă eroarea persistă, sunați la linia noastră de asistență.',
  'ui.error.unauthenticated': 'Vă rugăm să vă autentificați pentru a continua.',
  'ui.error.forbidden': 'Nu aveți permisiunea de a accesa această pagină.',
  'ui.error.notFound': 'Nu am găsit elementul solicitat.',
  'ui.error.rateLimited': 'Prea multe încercări. Vă rugăm să încercați din nou peste câteva momente.',
  'ui.standalone.title': 'Această adresă nu există în modul independent',
  'ui.standalone.description': 'Paginile acestei părți a magazinului:',
} satisfies Messages;
