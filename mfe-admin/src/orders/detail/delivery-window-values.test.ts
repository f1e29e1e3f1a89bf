import { checkWindow, windowValuesOf } from './delivery-window-values.ts';

describe('the delivery window form values', () => {
  it("shows a saved window on the shop's clock and an order without one as empty", () => {
    const saved = { from: '2026-03-10T08:00:00.000Z', to: '2026-03-10T11:00:00.000Z' };
    expect(windowValuesOf(saved, 'Europe/Prague')).toEqual({
      from: '2026-03-10T09:00',
      to: '2026-03-10T12:00',
    });
    expect(windowValuesOf(null, 'Europe/Prague')).toEqual({ from: '', to: '' });
  });

  it("sends the window with the shop's offset", () => {
    expect(
      checkWindow({ from: '2026-03-10T09:00', to: '2026-03-10T12:00' }, 'Europe/Prague', 'cs-CZ'),
    ).toEqual({
      ok: true,
      window: { from: '2026-03-10T09:00:00+01:00', to: '2026-03-10T12:00:00+01:00' },
    });
  });

  it("refuses an end that is not after the start, at 'to', in the shop's language", () => {
    expect(
      checkWindow({ from: '2026-03-10T09:00', to: '2026-03-10T09:00' }, 'Europe/Prague', 'cs-CZ'),
    ).toEqual({
      ok: false,
      errors: { to: 'Konec musí být později než začátek.' },
    });
    expect(
      checkWindow({ from: '2026-03-10T09:00', to: '2026-03-10T08:00' }, 'Europe/Bucharest', 'ro-RO'),
    ).toEqual({ ok: false, errors: { to: 'Sfârșitul trebuie să fie după început.' } });
  });

  it('asks for both ends', () => {
    expect(checkWindow({ from: '', to: '2026-03-10T12:00' }, 'Europe/Prague', 'cs-CZ')).toEqual({
      ok: false,
      errors: { from: 'Tato hodnota je požadována.' },
    });
  });
});
