import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { renderWithProviders } from '../testing/render-with-providers.tsx';
import { DataGrid, type GridColumn } from './data-grid.tsx';
import { dataGridMessages } from './data-grid-messages.ts';
import { type GridSelection, nothingSelected } from './grid-selection.ts';
import { gridQueryOf } from './grid-state.ts';
import { useGridUrlState } from './use-grid-url-state.ts';

interface Phone {
  id: number;
  name: string;
  brand: string;
  ean: string;
}

const columns: GridColumn<Phone>[] = [
  { id: 'name', header: 'Název', cell: (row) => row.name, sortable: true, hideable: false },
  { id: 'brand', header: 'Značka', cell: (row) => row.brand, sortable: true },
  { id: 'ean', header: 'EAN', cell: (row) => row.ean },
  { id: 'stock', header: 'Sklad', cell: () => '3', defaultHidden: true, align: 'end' },
];
const phones: Phone[] = [
  { id: 1, name: 'iPhone 13', brand: 'Apple', ean: '111' },
  { id: 2, name: 'Galaxy S22', brand: 'Samsung', ean: '222' },
];

function Location() {
  const location = useLocation();
  return <output aria-label="adresa">{`${location.pathname}${location.search}`}</output>;
}

interface HarnessProps {
  rows?: Phone[];
  total?: number;
  totalIsCapped?: boolean;
  isLoading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  onSelection?: (selection: GridSelection) => void;
}

function Harness({ rows, total = 2, totalIsCapped, isLoading, error, onRetry, onSelection }: HarnessProps) {
  const [state, setState] = useGridUrlState({ filterKeys: ['brand'], pageSize: 2 });
  const [selected, setSelected] = useState<GridSelection>(nothingSelected);
  return (
    <>
      <Location />
      <output aria-label="dotaz">{JSON.stringify(gridQueryOf(state))}</output>
      <DataGrid<Phone>
        caption="Telefony"
        columns={columns}
        rows={rows}
        total={total}
        totalIsCapped={totalIsCapped}
        state={state}
        onStateChange={setState}
        getRowId={(row) => String(row.id)}
        getRowLabel={(row) => row.name}
        isLoading={isLoading}
        error={error}
        onRetry={onRetry}
        emptyText="Žádné telefony"
        selection={{
          selected,
          onChange: (next) => {
            setSelected(next);
            onSelection?.(next);
          },
        }}
        toolbar={
          <button type="button" onClick={() => setState({ filters: { brand: 'apple' } })}>
            Jen Apple
          </button>
        }
        exportHref="/api/new/phones/export.csv"
        bulkActions={<button type="button">Přiřadit kategorii</button>}
      />
    </>
  );
}

function renderGrid(props: HarnessProps = {}, url = '/admin/produkty', shop: 'cz' | 'ro' = 'cz') {
  return renderWithProviders(<Harness {...{ rows: phones, ...props }} />, {
    shop,
    initialEntries: [url],
    messages: dataGridMessages[shop === 'cz' ? 'cs-CZ' : 'ro-RO'],
  });
}

const address = () => screen.getByRole('status', { name: 'adresa' }).textContent;

describe('DataGrid', () => {
  it('shows the rows of the page with their columns, the total and the export link', () => {
    renderGrid();
    const table = screen.getByRole('table', { name: 'Telefony' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['', 'Název↕', 'Značka↕', 'EAN']);
    expect(within(table).getByRole('row', { name: /iPhone 13/ })).toHaveTextContent('Apple');
    expect(screen.getByText('2 záznamy')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Exportovat do CSV' })).toHaveAttribute(
      'href',
      '/api/new/phones/export.csv',
    );
  });

  it('sorts by a header button: ascending, descending, then the default, written in the URL', async () => {
    const { user } = renderGrid({}, '/admin/produkty?page=2');
    const nameHeader = screen.getByRole('columnheader', { name: /Název/ });
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    await user.click(within(nameHeader).getByRole('button'));
    expect(address()).toBe('/admin/produkty?sort=name');
    expect(screen.getByRole('columnheader', { name: /Název/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(nameHeader).getByRole('button'));
    expect(address()).toBe('/admin/produkty?sort=-name');
    expect(screen.getByRole('columnheader', { name: /Název/ })).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(nameHeader).getByRole('button'));
    expect(address()).toBe('/admin/produkty');
    expect(screen.getByRole('columnheader', { name: 'EAN' })).not.toHaveAttribute('aria-sort');
  });

  it('starts again on page 1 when a filter changes and sends the filter to the api', async () => {
    const { user } = renderGrid({ total: 9 }, '/admin/produkty?page=3&other=kept');
    expect(screen.getByRole('status', { name: 'dotaz' })).toHaveTextContent('{"page":3,"pageSize":2}');
    await user.click(screen.getByRole('button', { name: 'Jen Apple' }));
    expect(address()).toBe('/admin/produkty?other=kept&brand=apple');
    expect(screen.getByRole('status', { name: 'dotaz' })).toHaveTextContent(
      '{"page":1,"pageSize":2,"brand":"apple"}',
    );
  });

  it('pages through the URL', async () => {
    const { user } = renderGrid({ total: 9 });
    await user.click(screen.getByRole('button', { name: 'Stránka 2' }));
    expect(address()).toBe('/admin/produkty?page=2');
    await user.click(screen.getByRole('button', { name: /Další stránka/ }));
    expect(address()).toBe('/admin/produkty?page=3');
  });

  it('hides and shows columns from the column chooser, kept in the URL', async () => {
    const { user } = renderGrid();
    await user.click(screen.getByRole('button', { name: 'Sloupce' }));
    const chooser = screen.getByRole('group', { name: 'Zobrazené sloupce' });
    expect(within(chooser).queryByRole('checkbox', { name: 'Název' })).not.toBeInTheDocument();
    expect(within(chooser).getByRole('checkbox', { name: 'Sklad' })).not.toBeChecked();
    await user.click(within(chooser).getByRole('checkbox', { name: 'EAN' }));
    expect(address()).toBe('/admin/produkty?hide=ean');
    expect(screen.queryByRole('columnheader', { name: 'EAN' })).not.toBeInTheDocument();
    await user.click(within(chooser).getByRole('checkbox', { name: 'Sklad' }));
    expect(address()).toBe('/admin/produkty?hide=ean%2Cstock');
    expect(screen.getByRole('columnheader', { name: 'Sklad' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Sloupce' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Sloupce' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('reopens a link with hidden columns as it was', () => {
    renderGrid({}, '/admin/produkty?hide=brand');
    expect(screen.queryByRole('columnheader', { name: /Značka/ })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'EAN' })).toBeInTheDocument();
  });

  it('selects the page, then every matching row, and forgets the selection when the filter changes', async () => {
    const onSelection = jest.fn();
    const { user } = renderGrid({ total: 1234, onSelection });
    await user.click(screen.getByRole('checkbox', { name: 'Vybrat všechny řádky na této stránce' }));
    expect(onSelection).toHaveBeenLastCalledWith({ kind: 'ids', ids: ['1', '2'] });
    expect(screen.getByText('Vybrány 2 řádky na této stránce.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Přiřadit kategorii' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Vybrat všech 1\u00a0234 odpovídajících řádků' }));
    expect(onSelection).toHaveBeenLastCalledWith({ kind: 'allMatching' });
    expect(screen.getByText('Vybráno všech 1 234 odpovídajících řádků.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Vybrat řádek iPhone 13' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Jen Apple' }));
    expect(onSelection).toHaveBeenLastCalledWith(nothingSelected);
    expect(screen.queryByRole('button', { name: 'Přiřadit kategorii' })).not.toBeInTheDocument();
  });

  it('says "more than" a capped count and offers no "select all matching" beyond it', async () => {
    const { user } = renderGrid({ total: 10_000, totalIsCapped: true });
    expect(screen.getByText('Více než 10 000 záznamů')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Vybrat všechny řádky na této stránce' }));
    expect(screen.getByText('Vybrány 2 řádky na této stránce.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /odpovídající/ })).not.toBeInTheDocument();
  });

  it('ticks single rows and unticks one of all matching', async () => {
    const onSelection = jest.fn();
    const { user } = renderGrid({ total: 1234, onSelection });
    await user.click(screen.getByRole('checkbox', { name: 'Vybrat řádek Galaxy S22' }));
    expect(screen.getByText('Vybrán 1 řádek.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Vybrat všechny řádky na této stránce' })).toHaveProperty(
      'indeterminate',
      true,
    );
    await user.click(screen.getByRole('button', { name: 'Zrušit výběr' }));
    expect(onSelection).toHaveBeenLastCalledWith(nothingSelected);
  });

  it('shows skeleton rows and a busy table while the first page loads', () => {
    renderGrid({ rows: undefined, isLoading: true });
    expect(screen.getByRole('table', { name: 'Telefony' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Načítáme řádky…')).toHaveAttribute('role', 'status');
    expect(screen.queryByText('2 záznamy')).not.toBeInTheDocument();
  });

  it('says so when nothing matches', () => {
    renderGrid({ rows: [], total: 0 });
    expect(screen.getByRole('heading', { name: 'Žádné telefony' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers to try again when the page cannot be loaded', async () => {
    const onRetry = jest.fn();
    const { user } = renderGrid({
      rows: undefined,
      error: { status: 'FETCH_ERROR', error: 'offline' },
      onRetry,
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Data se nepodařilo načíst');
    await user.click(screen.getByRole('button', { name: 'Zkusit znovu' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('speaks Romanian', async () => {
    const { user } = renderGrid({ total: 1234 }, '/admin/produse', 'ro');
    await user.click(
      screen.getByRole('checkbox', { name: 'Selectați toate rândurile de pe această pagină' }),
    );
    expect(
      screen.getByRole('button', { name: 'Selectați toate cele 1.234 de rânduri corespunzătoare' }),
    ).toBeInTheDocument();
    expect(screen.getByText('1.234 de înregistrări')).toBeInTheDocument();
  });
});
