import type { BuyoutTracking } from 'shared-domain';
import { isRequoted, timelineView } from './timeline-view.ts';

const entry = (status: BuyoutTracking['status'], at: string, note: string | null = null) => ({
  status,
  at,
  note,
});

describe('timelineView', () => {
  it('shows every step of a fresh buyout, the first one current', () => {
    const steps = timelineView({ status: 'created', timeline: [entry('created', '2026-03-02T09:00:00Z')] });
    expect(steps.map((step) => [step.status, step.state])).toEqual([
      ['created', 'current'],
      ['device_received', 'upcoming'],
      ['inspected', 'upcoming'],
      ['offer_confirmed', 'upcoming'],
      ['paid', 'upcoming'],
    ]);
    expect(steps[0]).toMatchObject({ isCurrent: true, at: '2026-03-02T09:00:00Z' });
    expect(steps[1]).toMatchObject({ isCurrent: false, at: null });
  });

  it('adds the re-quote with its note and marks the earlier steps done', () => {
    const tracking = {
      status: 'requoted' as const,
      timeline: [
        entry('created', '2026-03-02T09:00:00Z'),
        entry('device_received', '2026-03-04T10:00:00Z'),
        entry('inspected', '2026-03-05T11:00:00Z'),
        entry('requoted', '2026-03-05T12:00:00Z', 'Prasklé sklo'),
      ],
    };
    const steps = timelineView(tracking);
    expect(steps.map((step) => [step.status, step.state])).toEqual([
      ['created', 'done'],
      ['device_received', 'done'],
      ['inspected', 'done'],
      ['requoted', 'current'],
      ['offer_confirmed', 'upcoming'],
      ['paid', 'upcoming'],
    ]);
    expect(steps[3].note).toBe('Prasklé sklo');
    expect(isRequoted(tracking)).toBe(true);
  });

  it('ends with the return of a refused device, done', () => {
    const steps = timelineView({
      status: 'returned',
      timeline: [
        entry('created', '2026-03-02T09:00:00Z'),
        entry('device_received', '2026-03-04T10:00:00Z'),
        entry('returned', '2026-03-06T10:00:00Z'),
      ],
    });
    expect(steps.map((step) => [step.status, step.state])).toEqual([
      ['created', 'done'],
      ['device_received', 'done'],
      ['returned', 'done'],
    ]);
    expect(steps[2].isCurrent).toBe(true);
  });

  it('marks a paid buyout done to the end, without a re-quote', () => {
    const statuses = ['created', 'device_received', 'inspected', 'offer_confirmed', 'paid'] as const;
    const tracking = {
      status: 'paid' as const,
      timeline: statuses.map((status) => entry(status, '2026-03-09T08:00:00Z')),
    };
    expect(timelineView(tracking).every((step) => step.state === 'done')).toBe(true);
    expect(isRequoted(tracking)).toBe(false);
  });
});
