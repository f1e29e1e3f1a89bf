import type { tasksCsCZ } from './tasks.cs-CZ.ts';

// The Tasks screen's filters, its cancel and retry and its recurring jobs in ro-RO; spread into ro-RO.ts.
export const tasksRoRO: Record<keyof typeof tasksCsCZ, string> = {
  'admin.jobs.status.cancelled': 'Anulată',
  'admin.jobs.kind.platform.housekeeping': 'Întreținerea bazei de date',
  'admin.tasks.emptyFiltered': 'Nicio sarcină nu corespunde filtrului.',
  'admin.tasks.column.actions': 'Acțiuni',
  'admin.tasks.filter.label': 'Filtrul sarcinilor',
  'admin.tasks.filter.status': 'Stare',
  'admin.tasks.filter.kind': 'Tipul sarcinii',
  'admin.tasks.filter.all': 'Toate',
  'admin.tasks.cancel.button': 'Anulați',
  'admin.tasks.cancel.label': 'Anulați sarcina {kind}',
  'admin.tasks.cancel.title': 'Anulați sarcina „{kind}”?',
  'admin.tasks.cancel.text':
    'Sarcina se oprește la pasul următor. Ce a apucat să facă rămâne făcut; o puteți relua mai târziu.',
  'admin.tasks.cancel.confirm': 'Anulați sarcina',
  'admin.tasks.cancel.back': 'Lăsați-o să ruleze',
  'admin.tasks.cancelled': 'Sarcina „{kind}” a fost anulată.',
  'admin.tasks.retry.button': 'Reluați',
  'admin.tasks.retry.label': 'Reluați sarcina {kind}',
  'admin.tasks.retried': 'Sarcina „{kind}” așteaptă din nou în coadă.',
  'admin.tasks.recurring.title': 'Sarcini recurente',
  'admin.tasks.recurring.lead': 'Sarcini care pornesc singure, după un program.',
  'admin.tasks.recurring.job': 'Sarcina',
  'admin.tasks.recurring.schedule': 'Program (cron)',
  'admin.tasks.recurring.lastRun': 'Ultima dată',
  'admin.tasks.recurring.nextRun': 'Următoarea',
  'admin.tasks.recurring.never': 'Nu a rulat încă',
  'admin.tasks.recurring.inactive': 'Niciun proces pornit nu a înregistrat încă programul.',
  'admin.tasks.recurring.empty': 'Nicio sarcină recurentă.',
  'admin.tasks.recurring.loadError': 'Sarcinile recurente nu au putut fi încărcate',
};
