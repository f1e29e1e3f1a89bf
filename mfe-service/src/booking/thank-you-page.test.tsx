import { screen } from '@testing-library/react';
import { renderService } from './booking-fixtures.tsx';

describe('service thank-you page', () => {
  it('shows the number, what happens next and links to the status page without the e-mail', () => {
    renderService('/servis/dekujeme/SV-2026-000123');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Děkujeme, servis je objednán' }),
    ).toBeInTheDocument();
    expect(screen.getByText('SV-2026-000123')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Sledovat stav zakázky' })).toHaveAttribute(
      'href',
      '/servis/stav?number=SV-2026-000123',
    );
  });

  it('speaks Romanian at /service/multumim', () => {
    renderService('/service/multumim/SV-2026-000124', 'ro');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Vă mulțumim, programarea a fost înregistrată' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Urmăriți stadiul reparației' })).toHaveAttribute(
      'href',
      '/service/status?number=SV-2026-000124',
    );
  });
});
