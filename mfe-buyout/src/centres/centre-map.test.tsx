import { screen, within } from '@testing-library/react';
import type { StoreSummary } from 'shared-domain';
import { places, renderWithProviders } from 'shared-ui/testing.ts';
import csCZ from '../messages/cs-CZ.ts';
import roRO from '../messages/ro-RO.ts';
import { CentreMap } from './centre-map.tsx';

const buyoutCentres = places.filter((place) => place.kind === 'buyout');
const bucharest: StoreSummary = {
  ...buyoutCentres[0],
  id: 21,
  name: 'Centru de răscumpărare București – Victoriei',
  city: 'București',
  country: 'RO',
  latitude: 44.4475,
  longitude: 26.086,
};
const cluj: StoreSummary = {
  ...bucharest,
  id: 22,
  name: 'Centru de răscumpărare Cluj-Napoca',
  city: 'Cluj-Napoca',
  latitude: 46.7765,
  longitude: 23.5881,
};

const pinPosition = (pin: HTMLElement) => {
  const [x, y] = /translate\(([-\d.]+) ([-\d.]+)\)/
    .exec(pin.querySelector('g')!.getAttribute('transform')!)!
    .slice(1);
  return { x: Number(x), y: Number(y) };
};

describe('CentreMap', () => {
  it('draws Czechia with a labelled pin per centre, each a link to the list', async () => {
    const onSelect = jest.fn();
    const { user } = renderWithProviders(
      <CentreMap shop="cz" centres={buyoutCentres} selectedId={null} onSelect={onSelect} listId="centres" />,
      { messages: csCZ },
    );
    const map = screen.getByRole('figure', { name: 'Mapa výkupních center v\u00a0České republice' });
    const pins = within(map).getAllByRole('link');
    expect(pins.map((pin) => pin.getAttribute('aria-label'))).toEqual([
      'Výkupní centrum Brno – zobrazit adresu',
      'Výkupní centrum Praha – Karlín – zobrazit adresu',
    ]);
    expect(pins[0]).toHaveAttribute('href', '#centres');
    const [brno, karlin] = pins.map(pinPosition);
    expect(brno.x).toBeGreaterThan(karlin.x);
    expect(brno.y).toBeGreaterThan(karlin.y);
    expect(screen.getByText(/2 výkupní centra\./)).toBeInTheDocument();

    await user.tab();
    expect(pins[0]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(buyoutCentres[0]);
    await user.click(pins[1]);
    expect(onSelect).toHaveBeenLastCalledWith(buyoutCentres[1]);
  });

  it('marks the selected pin', () => {
    renderWithProviders(
      <CentreMap shop="cz" centres={buyoutCentres} selectedId={3} onSelect={jest.fn()} listId="centres" />,
      { messages: csCZ },
    );
    expect(screen.getByRole('link', { name: /Praha – Karlín/ })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: /Brno/ })).not.toHaveAttribute('aria-current');
  });

  it('draws Romania in the Romanian shop, Cluj north-west of Bucharest', () => {
    renderWithProviders(
      <CentreMap
        shop="ro"
        centres={[bucharest, cluj]}
        selectedId={null}
        onSelect={jest.fn()}
        listId="centres"
      />,
      { shop: 'ro', messages: roRO },
    );
    const map = screen.getByRole('figure', { name: 'Harta centrelor de răscumpărare din România' });
    const [b, c] = within(map).getAllByRole('link').map(pinPosition);
    expect(c.x).toBeLessThan(b.x);
    expect(c.y).toBeLessThan(b.y);
    expect(
      screen.getByRole('link', { name: 'Centru de răscumpărare Cluj-Napoca – afișați adresa' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/2 centre de răscumpărare\./)).toBeInTheDocument();
  });
});
