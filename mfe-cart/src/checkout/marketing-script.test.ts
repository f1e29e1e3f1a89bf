import { loadMarketingScript } from '../checkout-api.ts';

afterEach(() => {
  for (const script of Array.from(document.scripts)) script.remove();
});

describe('marketing e-mail script', () => {
  it('is not loaded without a configured URL', () => {
    expect(loadMarketingScript(undefined)).toBeNull();
    expect(loadMarketingScript('')).toBeNull();
    expect(document.scripts).toHaveLength(0);
  });

  it('is injected once, asynchronously', () => {
    const first = loadMarketingScript('https://mail.example/tracker.js');
    const second = loadMarketingScript('https://mail.example/tracker.js');
    expect(second).toBe(first);
    expect(document.scripts).toHaveLength(1);
    expect(first).toHaveAttribute('src', 'https://mail.example/tracker.js');
    expect(first?.async).toBe(true);
  });
});
