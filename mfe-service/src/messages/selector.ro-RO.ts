import { deviceSelectorMessages } from 'shared-ui/device-selector';
import type selectorCsCZ from './selector.cs-CZ.ts';

const selectorRoRO = {
  ...deviceSelectorMessages['ro-RO'],
  'service.selector.title': 'Alegeți dispozitivul',
  'service.selector.or': 'Sau alegeți dispozitivul pas cu pas:',
  'service.selector.restoring': 'Se încarcă dispozitivul ales…',
  'service.search.label': 'Căutați dispozitivul',
  'service.search.placeholder': 'De ex. iPhone 16 sau Galaxy S25',
  'service.search.suggestions': 'Dispozitive găsite',
  'service.search.searching': 'Căutăm…',
  'service.search.noResults': 'Nu am găsit nimic',
  'service.search.error': 'A apărut o eroare la căutare, vă rugăm să încercați mai târziu.',
  'service.operations.title': 'Reparații',
  'service.operations.titleFor': 'Reparații pentru {device}',
  'service.operations.error': 'Lista reparațiilor nu a putut fi încărcată.',
  'service.operations.retry': 'Încărcați din nou reparațiile',
  'service.operations.empty': 'Momentan nu oferim reparații pentru acest dispozitiv.',
  'service.operations.duration': 'aproximativ {duration}',
  'service.operations.hours': '{hours} h',
  'service.operations.minutes': '{minutes} min',
  'service.operations.parts.in_stock': 'Piese în stoc',
  'service.operations.parts.within_days':
    'Piese în {days, plural, one {# zi} few {# zile} other {# de zile}}',
  'service.operations.parts.on_request': 'Piese la comandă',
  'service.operations.choose': 'Alegeți',
  'service.operations.showMore': 'Afișați mai multe ({count})',
  'service.operations.summary': 'Reparațiile alese',
  'service.operations.chosenCount':
    '{count, plural, =0 {Nu ați ales nicio reparație.} one {# reparație aleasă.} few {# reparații alese.} other {# de reparații alese.}}',
  'service.operations.total': 'Total:',
  'service.operations.book': 'Programați reparația',
  'service.operations.bookHint': 'Alegeți cel puțin o reparație.',
} satisfies Record<keyof typeof selectorCsCZ, string>;

export default selectorRoRO;
