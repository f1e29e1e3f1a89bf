import type { Messages } from 'shared-ui';
import { deviceSelectorMessages } from 'shared-ui/device-selector';

// Texts of the start page: selector, smart search, operations list.
const selectorCsCZ = {
  ...deviceSelectorMessages['cs-CZ'],
  'service.selector.title': 'Vyberte zařízení',
  'service.selector.or': 'Nebo zařízení vyberte postupně:',
  'service.selector.restoring': 'Načítáme vybrané zařízení…',
  'service.search.label': 'Vyhledat zařízení',
  'service.search.placeholder': 'Např. iPhone 16 nebo Galaxy S25',
  'service.search.suggestions': 'Nalezená zařízení',
  'service.search.searching': 'Hledáme…',
  'service.search.noResults': 'Nic jsme nenašli',
  'service.search.error': 'Při vyhledávání došlo k\u00a0chybě, zkuste to prosím později.',
  'service.operations.title': 'Opravy',
  'service.operations.titleFor': 'Opravy pro {device}',
  'service.operations.error': 'Seznam oprav se nepodařilo načíst.',
  'service.operations.retry': 'Zkusit načíst opravy znovu',
  'service.operations.empty': 'Pro toto zařízení zatím opravy nenabízíme.',
  'service.operations.duration': 'přibližně {duration}',
  'service.operations.hours': '{hours}\u00a0h',
  'service.operations.minutes': '{minutes}\u00a0min',
  'service.operations.parts.in_stock': 'Díly skladem',
  'service.operations.parts.within_days':
    'Díly do {days, plural, one {# dne} few {# dnů} many {# dne} other {# dnů}}',
  'service.operations.parts.on_request': 'Díly na objednávku',
  'service.operations.choose': 'Vybrat',
  'service.operations.showMore': 'Zobrazit další ({count})',
  'service.operations.summary': 'Vybrané opravy',
  'service.operations.chosenCount':
    '{count, plural, =0 {Nemáte vybranou žádnou opravu.} one {# vybraná oprava.} few {# vybrané opravy.} many {# vybrané opravy.} other {# vybraných oprav.}}',
  'service.operations.total': 'Celkem:',
  'service.operations.book': 'Objednat opravu',
  'service.operations.bookHint': 'Vyberte alespoň jednu opravu.',
} satisfies Messages;

export default selectorCsCZ;
