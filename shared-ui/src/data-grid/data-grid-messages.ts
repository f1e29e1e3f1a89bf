import type { Locale } from 'shared-domain';
import type { Messages } from 'shared-ui';

// The grid's texts travel with the grid, not with shared-ui's boot catalogue: a remote that shows
// grids spreads them into its own catalogue (`...dataGridMessages[locale]`).
export const dataGridMessages = {
  'cs-CZ': {
    'ui.dataGrid.total': '{total, plural, one {# záznam} few {# záznamy} many {# záznamu} other {# záznamů}}',
    'ui.dataGrid.totalMoreThan':
      '{total, plural, one {Více než # záznam} few {Více než # záznamy} many {Více než # záznamu} other {Více než # záznamů}}',
    'ui.dataGrid.columns': 'Sloupce',
    'ui.dataGrid.columnsLegend': 'Zobrazené sloupce',
    'ui.dataGrid.export': 'Exportovat do CSV',
    'ui.dataGrid.sortBy': 'Seřadit podle: {column}',
    'ui.dataGrid.selectPage': 'Vybrat všechny řádky na této stránce',
    'ui.dataGrid.selectRow': 'Vybrat řádek {row}',
    'ui.dataGrid.pageSelected':
      '{count, plural, one {Vybrán # řádek na této stránce.} few {Vybrány # řádky na této stránce.} many {Vybráno # řádku na této stránce.} other {Vybráno # řádků na této stránce.}}',
    'ui.dataGrid.selectAllMatching':
      '{total, plural, one {Vybrat # odpovídající řádek} few {Vybrat všechny # odpovídající řádky} many {Vybrat všech # odpovídajícího řádku} other {Vybrat všech # odpovídajících řádků}}',
    'ui.dataGrid.allMatchingSelected':
      '{total, plural, one {Vybrán # odpovídající řádek.} few {Vybrány všechny # odpovídající řádky.} many {Vybráno všech # odpovídajícího řádku.} other {Vybráno všech # odpovídajících řádků.}}',
    'ui.dataGrid.someSelected':
      '{count, plural, one {Vybrán # řádek.} few {Vybrány # řádky.} many {Vybráno # řádku.} other {Vybráno # řádků.}}',
    'ui.dataGrid.clearSelection': 'Zrušit výběr',
    'ui.dataGrid.loading': 'Načítáme řádky…',
    'ui.dataGrid.pagination': 'Stránkování tabulky',
  },
  'ro-RO': {
    'ui.dataGrid.total':
      '{total, plural, one {# înregistrare} few {# înregistrări} other {# de înregistrări}}',
    'ui.dataGrid.totalMoreThan':
      '{total, plural, one {Peste # înregistrare} few {Peste # înregistrări} other {Peste # de înregistrări}}',
    'ui.dataGrid.columns': 'Coloane',
    'ui.dataGrid.columnsLegend': 'Coloane afișate',
    'ui.dataGrid.export': 'Exportați în CSV',
    'ui.dataGrid.sortBy': 'Sortați după: {column}',
    'ui.dataGrid.selectPage': 'Selectați toate rândurile de pe această pagină',
    'ui.dataGrid.selectRow': 'Selectați rândul {row}',
    'ui.dataGrid.pageSelected':
      '{count, plural, one {A fost selectat # rând de pe această pagină.} few {Au fost selectate # rânduri de pe această pagină.} other {Au fost selectate # de rânduri de pe această pagină.}}',
    'ui.dataGrid.selectAllMatching':
      '{total, plural, one {Selectați # rând corespunzător} few {Selectați toate cele # rânduri corespunzătoare} other {Selectați toate cele # de rânduri corespunzătoare}}',
    'ui.dataGrid.allMatchingSelected':
      '{total, plural, one {A fost selectat # rând corespunzător.} few {Au fost selectate toate cele # rânduri corespunzătoare.} other {Au fost selectate toate cele # de rânduri corespunzătoare.}}',
    'ui.dataGrid.someSelected':
      '{count, plural, one {A fost selectat # rând.} few {Au fost selectate # rânduri.} other {Au fost selectate # de rânduri.}}',
    'ui.dataGrid.clearSelection': 'Anulați selecția',
    'ui.dataGrid.loading': 'Se încarcă rândurile…',
    'ui.dataGrid.pagination': 'Paginarea tabelului',
  },
} satisfies Record<Locale, Messages>;
