import { screen, within } from '@testing-library/react';
import { brnoBuyoutCentre as brno, vinohradyServiceCentre as vinohrady } from '../testing/demo-places.ts';
import { renderWithProviders } from '../testing/render-with-providers.tsx';
import { CentreList, type CentreListProps } from './centre-list.tsx';

const empty = { title: 'Výkupní centra zatím nemáme', hint: 'Jakmile nějaké otevřeme, najdete ho zde.' };

function renderList(props: Partial<CentreListProps> = {}, shop: 'cz' | 'ro' = 'cz') {
  return renderWithProviders(
    <CentreList heading="Výkupní centra" centres={[brno, vinohrady]} empty={empty} {...props} />,
    { shop },
  );
}

describe('CentreList', () => {
  it('lists the centres under its heading, with address, phone and opening hours', () => {
    renderList();
    expect(screen.getByRole('heading', { level: 2, name: 'Výkupní centra' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    const card = screen.getByRole('article', { name: 'Výkupní centrum Brno' });
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('Výkupní centrum Brno');

    expect(within(card).getByText(/Masarykova 31/)).toHaveTextContent('Masarykova 31602 00 Brno');
    expect(within(card).getByRole('link', { name: '+420 542 215 310' })).toHaveAttribute(
      'href',
      'tel:+420542215310',
    );
    expect(within(card).getByText('Otevírací doba')).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['pondělí – pátek', 'sobota', 'neděle']);
    expect(
      within(card)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['8:30–17:30', '9:00–12:00', 'Zavřeno']);
  });

  it('links each centre to the map in a new window', () => {
    renderList();
    const card = screen.getByRole('article', { name: 'Výkupní centrum Brno' });
    const map = within(card).getByRole('link', {
      name: 'Zobrazit na mapě: Výkupní centrum Brno (otevře se v\u00a0novém okně)',
    });
    expect(map).toHaveAttribute('href', expect.stringContaining('openstreetmap.org'));
    expect(map).toHaveAttribute('href', expect.stringContaining('mlat=49.1925&mlon=16.6106'));
    expect(map).toHaveAttribute('target', '_blank');
    expect(map).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('leaves out the phone line of a centre without a phone number', () => {
    renderList();
    const card = screen.getByRole('article', { name: 'Servisní centrum Praha – Vinohrady' });
    expect(within(card).queryByText('Telefon:')).not.toBeInTheDocument();
  });

  it('names days and times in Romanian in the Romanian shop', () => {
    renderList({}, 'ro');
    const card = screen.getByRole('article', { name: 'Výkupní centrum Brno' });
    expect(within(card).getByText('luni – vineri')).toBeInTheDocument();
    expect(within(card).getByText('sâmbătă')).toBeInTheDocument();
    expect(within(card).getByText('Închis')).toBeInTheDocument();
    expect(within(card).getByText('Program')).toBeInTheDocument();
  });

  it('shows placeholders while loading, with the section marked busy', () => {
    renderList({ centres: undefined, isLoading: true });
    const section = screen.getByRole('region', { name: 'Výkupní centra' });
    expect(section).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it("shows the remote's error instead of the list", () => {
    renderList({ centres: undefined, error: <p role="alert">Seznam se nepodařilo načíst</p> });
    expect(screen.getByRole('alert')).toHaveTextContent('Seznam se nepodařilo načíst');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('says so when there is no centre', () => {
    renderList({ centres: [] });
    expect(
      screen.getByRole('heading', { level: 3, name: 'Výkupní centra zatím nemáme' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Jakmile nějaké otevřeme, najdete ho zde.')).toBeInTheDocument();
  });
});
