import { buyoutStatuses, canMoveBuyout, isBuyoutAccepted, timelineSteps } from './buyout-status.ts';
import { BuyoutView, hasView, withoutView, withView } from './view-flags.ts';

describe('buyout statuses', () => {
  it('moves forward along the life of a buyout only', () => {
    expect(canMoveBuyout('created', 'device_received')).toBe(true);
    expect(canMoveBuyout('inspected', 'requoted')).toBe(true);
    expect(canMoveBuyout('requoted', 'offer_confirmed')).toBe(true);
    expect(canMoveBuyout('offer_confirmed', 'paid')).toBe(true);
    expect(canMoveBuyout('created', 'paid')).toBe(false);
    expect(canMoveBuyout('paid', 'returned')).toBe(false);
    for (const status of buyoutStatuses) expect(canMoveBuyout(status, status)).toBe(false);
  });

  it('counts a buyout as accepted once its offer is confirmed, not while the device may yet go back', () => {
    expect(buyoutStatuses.filter(isBuyoutAccepted)).toEqual(['offer_confirmed', 'paid']);
  });

  it('shows the customer the whole way ahead, re-quoting or return included once they happen', () => {
    expect(timelineSteps(['created'])).toEqual([
      'created',
      'device_received',
      'inspected',
      'offer_confirmed',
      'paid',
    ]);
    expect(timelineSteps(['created', 'device_received', 'inspected', 'requoted'])).toEqual([
      'created',
      'device_received',
      'inspected',
      'requoted',
      'offer_confirmed',
      'paid',
    ]);
    expect(timelineSteps(['created', 'device_received', 'inspected', 'requoted', 'returned'])).toEqual([
      'created',
      'device_received',
      'inspected',
      'requoted',
      'returned',
    ]);
    expect(timelineSteps(['created', 'returned'])).toEqual(['created', 'returned']);
  });
});

describe('buyout view bit set', () => {
  it('uses the flags 1, 2, 4 and 8', () => {
    expect(BuyoutView).toEqual({
      buyoutVisible: 1,
      sendToEmailVisible: 2,
      sellOnlineVisible: 4,
      reviewMode: 8,
    });
  });

  it('sets and clears one flag without touching the others', () => {
    const mode = withView(withView(0, BuyoutView.buyoutVisible), BuyoutView.sellOnlineVisible);
    expect(mode).toBe(5);
    expect(hasView(mode, BuyoutView.sellOnlineVisible)).toBe(true);
    expect(hasView(mode, BuyoutView.reviewMode)).toBe(false);
    expect(withoutView(mode, BuyoutView.sellOnlineVisible)).toBe(1);
  });
});
