import { screen } from '@testing-library/react';
import type { ServiceChoice } from 'shared-domain';
import { renderWithProviders } from 'shared-ui/testing.ts';
import csCZ from '../messages/cs-CZ.ts';
import roRO from '../messages/ro-RO.ts';
import { useChoiceLabel } from './use-choice-label.ts';

function Label({ choice }: { choice: Pick<ServiceChoice, 'name' | 'months' | 'price'> }) {
  return <p>{useChoiceLabel()(choice)}</p>;
}

const price = { amount: 147_700, currency: 'CZK' as const };

describe('a sub-cart choice label', () => {
  it('says the months of cover once when the name already says them', () => {
    renderWithProviders(
      <Label choice={{ name: 'Pojištění proti krádeži a poškození na 12 měsíců', months: 12, price }} />,
      { messages: csCZ },
    );
    expect(screen.getByRole('paragraph')).toHaveTextContent(
      /^Pojištění proti krádeži a poškození na 12 měsíců, 1\s477\sKč \/ ks$/,
    );
  });

  it('adds the months when the name does not say them, in Romanian plural', () => {
    renderWithProviders(
      <Label choice={{ name: 'Garanție extinsă', months: 24, price: { ...price, currency: 'RON' } }} />,
      {
        shop: 'ro',
        messages: roRO,
      },
    );
    expect(screen.getByRole('paragraph')).toHaveTextContent(/^Garanție extinsă, 24 de luni, /);
  });
});
