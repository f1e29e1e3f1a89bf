import { screen, within } from '@testing-library/react';
import type { ParameterGroup } from 'shared-domain';
import { renderWithProviders } from 'shared-ui/testing.ts';
import csCZ from '../messages/cs-CZ.ts';
import roRO from '../messages/ro-RO.ts';
import { ProductDetails } from './product-details.tsx';
import { productDetail } from './product-fixtures.ts';

const groups: ParameterGroup[] = [
  {
    code: 'display',
    name: 'Displej',
    parameters: [
      { code: 'display_size', name: 'Úhlopříčka displeje', type: 'number', value: 6.1, unit: '″' },
      { code: 'refresh_rate', name: 'Obnovovací frekvence', type: 'number', value: 120, unit: 'Hz' },
    ],
  },
  {
    code: 'connectivity',
    name: 'Konektivita',
    parameters: [
      { code: 'five_g', name: '5G', type: 'boolean', value: true, unit: null },
      { code: 'nfc', name: 'NFC', type: 'boolean', value: false, unit: null },
      { code: 'connector', name: 'Konektor', type: 'choice', value: 'USB-C', unit: null },
    ],
  },
];

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [
      within(row).getByRole('rowheader').textContent,
      within(row).getByRole('cell').textContent,
    ]);

describe('technical parameters', () => {
  it('shows a table per group after the details: name, value with its unit, yes/no in words', () => {
    renderWithProviders(<ProductDetails product={productDetail({ parameters: groups })} />, {
      messages: csCZ,
    });
    const section = screen.getByRole('region', { name: 'Technické parametry' });
    expect(within(section).getByText('MS100001')).toBeInTheDocument();
    expect(within(section).getByRole('heading', { level: 3, name: 'Displej' })).toBeInTheDocument();
    expect(rowsOf(within(section).getByRole('table', { name: 'Displej' }))).toEqual([
      ['Úhlopříčka displeje', '6,1″'],
      ['Obnovovací frekvence', '120\u00a0Hz'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Konektivita' }))).toEqual([
      ['5G', 'Ano'],
      ['NFC', 'Ne'],
      ['Konektor', 'USB-C'],
    ]);
  });

  it('speaks Romanian', () => {
    renderWithProviders(<ProductDetails product={productDetail({ parameters: groups })} />, {
      messages: roRO,
      shop: 'ro',
    });
    expect(rowsOf(screen.getByRole('table', { name: 'Konektivita' }))[0]).toEqual(['5G', 'Da']);
    expect(rowsOf(screen.getByRole('table', { name: 'Displej' }))[0]).toEqual([
      'Úhlopříčka displeje',
      '6,1″',
    ]);
  });

  it('shows no table when the master product has no attributes', () => {
    renderWithProviders(<ProductDetails product={productDetail()} />, { messages: csCZ });
    expect(screen.getByRole('region', { name: 'Technické parametry' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
