import { act, fireEvent, render } from '@testing-library/react';
import { czechKeyOf, scanCzech } from './scanner-keys.ts';
import { SCAN_PAUSE_MS, useBarcodeScanner } from './use-barcode-scanner.ts';

function Station({ onScan }: { onScan: (code: string) => void }) {
  useBarcodeScanner(onScan);
  return (
    <>
      <label>
        Note <input />
      </label>
      <button type="button">Finish</button>
    </>
  );
}

function setup() {
  const onScan = jest.fn();
  const view = render(<Station onScan={onScan} />);
  return { onScan, ...view };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useBarcodeScanner', () => {
  it('reads a Czech-layout scan ended by Enter as digits and upper-case letters', () => {
    const { onScan } = setup();
    scanCzech('CMD-FINISH');
    scanCzech('8594001234567');
    expect(onScan.mock.calls).toEqual([['CMD-FINISH'], ['8594001234567']]);
  });

  it('does not swap Z and Y', () => {
    const { onScan } = setup();
    scanCzech('ZY-12');
    expect(onScan).toHaveBeenCalledWith('ZY-12');
  });

  it('ends a scan on Tab as well', () => {
    const { onScan } = setup();
    scanCzech('BOX7', document.body, false);
    fireEvent.keyDown(document.body, { key: 'Tab', code: 'Tab' });
    expect(onScan).toHaveBeenCalledWith('BOX7');
  });

  it('ends a fast scan without Enter after a short pause', () => {
    const { onScan } = setup();
    scanCzech('12345', document.body, false);
    expect(onScan).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(SCAN_PAUSE_MS + 1));
    expect(onScan).toHaveBeenCalledWith('12345');
  });

  it('does not take slow typing on the page for a scan', () => {
    const { onScan } = setup();
    for (const character of 'abcd') {
      fireEvent.keyDown(document.body, czechKeyOf(character));
      act(() => jest.advanceTimersByTime(150));
    }
    fireEvent.keyDown(document.body, { key: 'Enter', code: 'Enter' });
    expect(onScan).not.toHaveBeenCalled();
  });

  it('does not end two fast characters by a pause', () => {
    const { onScan } = setup();
    scanCzech('ab', document.body, false);
    act(() => jest.advanceTimersByTime(SCAN_PAUSE_MS + 1));
    expect(onScan).not.toHaveBeenCalled();
  });

  it('leaves typing in a field to the field', () => {
    const { onScan, getByLabelText } = setup();
    scanCzech('CMD-UNDO', getByLabelText('Note'));
    act(() => jest.advanceTimersByTime(SCAN_PAUSE_MS + 1));
    expect(onScan).not.toHaveBeenCalled();
  });

  it('reads a scan while a button has the focus and keeps its Enter from pressing it', () => {
    const { onScan, getByRole } = setup();
    const button = getByRole('button', { name: 'Finish' });
    button.focus();
    scanCzech('CRATE-1', button, false);
    const enter = fireEvent.keyDown(button, { key: 'Enter', code: 'Enter' });
    expect(enter).toBe(false);
    expect(onScan).toHaveBeenCalledWith('CRATE-1');
  });

  it('stops listening when unmounted', () => {
    const { onScan, unmount } = setup();
    unmount();
    scanCzech('CMD-UNDO');
    expect(onScan).not.toHaveBeenCalled();
  });
});
