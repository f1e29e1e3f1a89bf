import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers.tsx';
import { ComingSections } from './coming-sections.tsx';

describe('ComingSections', () => {
  it('lists the announced sections under its heading, each marked as coming', () => {
    renderWithProviders(<ComingSections heading="Práce ve skladu" names={['Vychystávání', 'Balení']} />);
    const region = screen.getByRole('region', { name: 'Práce ve skladu' });
    expect(screen.getByRole('heading', { level: 2, name: 'Práce ve skladu' })).toBeInTheDocument();
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['VychystáváníPřipravujeme', 'BaleníPřipravujeme']);
  });

  it('says "coming" in Romanian in the Romanian shop', () => {
    renderWithProviders(<ComingSections heading="Activitatea din depozit" names={['Ambalare']} />, {
      shop: 'ro',
    });
    expect(screen.getByRole('listitem')).toHaveTextContent('AmbalareÎn pregătire');
  });
});
