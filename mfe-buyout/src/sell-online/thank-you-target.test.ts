import { localPathOf, thankYouTargetOf } from './thank-you-target.ts';

const origin = 'http://localhost';

describe('thank-you target of a sale', () => {
  it('follows the Location header, a path on this origin', () => {
    expect(localPathOf('/vykup/dekujeme/42?token=abc', origin)).toBe('/vykup/dekujeme/42?token=abc');
    expect(localPathOf('http://localhost/rascumparare/multumim/7?token=x', origin)).toBe(
      '/rascumparare/multumim/7?token=x',
    );
  });

  it('never leaves the shop for another origin', () => {
    expect(localPathOf('https://evil.example/vykup/dekujeme/42', origin)).toBeNull();
    expect(localPathOf('//evil.example/vykup', origin)).toBeNull();
    expect(localPathOf('', origin)).toBeNull();
  });

  it("builds the shop's thank-you path when the header is missing", () => {
    const sale = { id: 42, number: 'V-2026-00042', status: 'created' as const, token: 'a b' };
    expect(thankYouTargetOf({ ...sale, location: '' }, 'cz')).toBe('/vykup/dekujeme/42?token=a%20b');
    expect(thankYouTargetOf({ ...sale, location: '' }, 'ro')).toBe('/rascumparare/multumim/42?token=a%20b');
    expect(thankYouTargetOf({ ...sale, location: '/vykup/dekujeme/42?token=t' }, 'cz')).toBe(
      '/vykup/dekujeme/42?token=t',
    );
  });
});
