import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers.tsx';
import { StepTimeline, type TimelineStepItem } from './step-timeline.tsx';

const steps: TimelineStepItem[] = [
  {
    key: 'booked',
    title: 'Objednáno',
    state: 'done',
    stateLabel: 'Hotovo',
    isCurrent: false,
    at: '2026-03-02T09:30:00.000Z',
  },
  {
    key: 'received',
    title: 'Přijato',
    state: 'current',
    stateLabel: 'Probíhá',
    isCurrent: true,
    at: '2026-03-03T10:00:00.000Z',
    note: 'Zařízení dorazilo kurýrem.',
  },
  { key: 'ready', title: 'Připraveno', state: 'upcoming', stateLabel: 'Čeká', isCurrent: false, at: null },
];

describe('StepTimeline', () => {
  it('lists the steps under its heading, marks the current one and dates the reached ones', () => {
    renderWithProviders(<StepTimeline heading="Průběh opravy" steps={steps} />);
    const list = screen.getByRole('list', { name: 'Průběh opravy' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, 'step', null]);
    expect(items[0]).toHaveTextContent('Objednáno');
    expect(items[0]).toHaveTextContent(/Hotovo · 2\. 3\. 2026/);
    expect(items[1]).toHaveTextContent('Zařízení dorazilo kurýrem.');
    expect(items[2].querySelector('time')).toBeNull();
    expect(items[0].querySelector('time')).toHaveAttribute('datetime', '2026-03-02T09:30:00.000Z');
    expect(items[2]).toHaveTextContent('Čeká');
  });
});
