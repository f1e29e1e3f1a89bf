import { apiErrorMessageIds } from 'shared-domain';
import type { Messages } from '../federation/remote-module.ts';

export const roRO = {
  'ui.loading': 'Se încarcă…',
  'ui.dialog.close': 'Închideți',
  'ui.dialog.cancel': 'Anulați',
  'ui.dialog.confirm': 'Confirmați',
  'ui.alert.dismiss': 'Închideți mesajul',
  'ui.toast.dismiss': 'Închideți notificarea',
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
  'ui.remoteFallback.retry': 'Încercați din nou',
  'ui.error.network': 'Nu ne-am putut conecta la server. Vă rugăm să verificați conexiunea la internet.',
  'ui.error.loading': 'Eroare la încărcarea datelor.',
  'ui.error.generic':
    'A apărut o eroare la procesarea cererii dumneavoastră, vă rugăm să încercați din nou. Dacă eroarea persistă, sunați la linia noastră de asistență.',
  'ui.error.unauthenticated': 'Vă rugăm să vă autentificați pentru a continua.',
  'ui.error.forbidden': 'Nu aveți permisiunea de a accesa această pagină.',
  'ui.error.notFound': 'Nu am găsit elementul solicitat.',
  'ui.error.rateLimited': 'Prea multe încercări. Vă rugăm să încercați din nou peste câteva momente.',
  'ui.error.rateLimitedMinutes':
    'Prea multe încercări. Vă rugăm să încercați din nou peste {minutes, plural, one {# minut} few {# minute} other {# de minute}}.',
  // One message per code of the api and the bff (shared-domain's apiErrorMessages).
  ...apiErrorMessageIds('ro-RO'),
  'ui.access.checking': 'Vă verificăm permisiunile…',
  'ui.access.forbidden': 'Nu aveți permisiunea de a accesa această pagină.',
  'ui.access.login': 'Autentificați-vă',
  'ui.loadError.title': 'Datele nu au putut fi încărcate',
  'ui.loadError.retry': 'Încercați din nou',
  'ui.comingSections.coming': 'În pregătire',
  'ui.centre.phone': 'Telefon:',
  'ui.centre.map': 'Vedeți pe hartă',
  'ui.centre.mapLabel': 'Vedeți pe hartă: {name} (se deschide într-o fereastră nouă)',
  'ui.centre.hours': 'Program',
  'ui.centre.closed': 'Închis',
  'ui.standalone.title': 'Această adresă nu există în modul independent',
  'ui.standalone.description': 'Paginile acestei părți a magazinului:',
} satisfies Messages;
