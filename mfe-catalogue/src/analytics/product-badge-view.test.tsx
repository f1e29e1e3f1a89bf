import { act, screen } from '@testing-library/react';
import { saveConsent } from 'shared-ui/consent/consent.ts';
import { allowAllCookies, forgetCookieChoice, renderWithProviders } from 'shared-ui/testing.ts';
import csCZ from '../messages/cs-CZ.ts';
import { ProductGrid } from '../products/product-grid.tsx';
import { product } from '../testing/catalogue-fixtures.ts';
import { observeBadgeView } from './product-badge-view.ts';

/** A stand-in IntersectionObserver: the test says how much of which element is visible. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly elements = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.elements.add(element);
  }
  unobserve(element: Element) {
    this.elements.delete(element);
  }
  disconnect() {
    this.elements.clear();
  }
  takeRecords() {
    return [];
  }
  static show(element: Element, ratio: number) {
    for (const observer of FakeIntersectionObserver.instances) {
      if (!observer.elements.has(element)) continue;
      const entry = {
        target: element,
        intersectionRatio: ratio,
        isIntersecting: ratio > 0,
      } as IntersectionObserverEntry;
      act(() => observer.callback([entry], observer as unknown as IntersectionObserver));
    }
  }
}

const phones = [
  product(1, { name: 'Telefon 1', price: { amount: 1_399_000, currency: 'CZK' } }),
  product(2, { name: 'Telefon 2' }),
];

function card(name: string): Element {
  return screen.getByRole('article', { name });
}

beforeEach(() => {
  jest.useFakeTimers();
  FakeIntersectionObserver.instances = [];
  Object.defineProperty(window, 'IntersectionObserver', {
    value: FakeIntersectionObserver,
    configurable: true,
    writable: true,
  });
  delete window.dataLayer;
  allowAllCookies();
});

afterEach(() => {
  jest.useRealTimers();
});

function renderGrid() {
  return renderWithProviders(<ProductGrid products={phones} headingLevel={2} />, { messages: csCZ });
}

describe('product badge view', () => {
  it('fires once a card has been at least half visible for 1 s, creating the dataLayer', () => {
    renderGrid();
    expect(FakeIntersectionObserver.instances[0].options?.threshold).toEqual([0.5]);
    FakeIntersectionObserver.show(card('Telefon 1'), 0.6);
    act(() => jest.advanceTimersByTime(999));
    expect(window.dataLayer).toBeUndefined();
    act(() => jest.advanceTimersByTime(1));
    expect(window.dataLayer).toEqual([
      {
        event: 'product_badge_view',
        product: { id: 1, name: 'Telefon 1', price: 13_990, currency: 'CZK' },
      },
    ]);
  });

  it('does not fire below 50 % or when the card leaves before 1 s', () => {
    renderGrid();
    FakeIntersectionObserver.show(card('Telefon 1'), 0.4);
    act(() => jest.advanceTimersByTime(2000));
    FakeIntersectionObserver.show(card('Telefon 2'), 0.5);
    act(() => jest.advanceTimersByTime(600));
    FakeIntersectionObserver.show(card('Telefon 2'), 0);
    act(() => jest.advanceTimersByTime(2000));
    expect(window.dataLayer).toBeUndefined();
  });

  it('fires once per product per page view and keeps an existing dataLayer', () => {
    window.dataLayer = [{ event: 'gtm.js' }];
    const { unmount } = renderGrid();
    FakeIntersectionObserver.show(card('Telefon 2'), 1);
    act(() => jest.advanceTimersByTime(1000));
    FakeIntersectionObserver.show(card('Telefon 2'), 0);
    FakeIntersectionObserver.show(card('Telefon 2'), 1);
    act(() => jest.advanceTimersByTime(5000));
    expect(window.dataLayer).toHaveLength(2);
    expect(window.dataLayer?.[1]).toMatchObject({ product: { id: 2 } });
    unmount();

    // The same cards rendered again within the same page view do not count twice.
    renderGrid();
    FakeIntersectionObserver.show(card('Telefon 2'), 1);
    act(() => jest.advanceTimersByTime(1000));
    expect(window.dataLayer).toHaveLength(2);
  });

  it('waits for consent to analytics: nothing before, the pending view once allowed', () => {
    forgetCookieChoice();
    const element = document.createElement('article');
    observeBadgeView(element, 'a page view of its own', phones[0]);
    FakeIntersectionObserver.show(element, 0.6);
    act(() => jest.advanceTimersByTime(1000));
    expect(window.dataLayer).toBeUndefined();
    act(() => {
      saveConsent({ analytics: false, marketing: true });
    });
    expect(window.dataLayer).toBeUndefined();
    act(() => {
      saveConsent({ analytics: true, marketing: false });
    });
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: 'product_badge_view' })]);
  });
});
