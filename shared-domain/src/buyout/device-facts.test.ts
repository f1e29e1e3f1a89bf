import { formatValidationMessage } from '../validation/validation-messages.ts';
import { isBuyoutDeviceCondition, validatePurchaseDate } from './device-facts.ts';

describe('purchase date of a device sold to the buyout', () => {
  const today = new Date(2026, 10, 20, 12, 0);

  it('accepts a past day and today', () => {
    expect(validatePurchaseDate('15.03.2024', today)).toBeNull();
    expect(validatePurchaseDate('20.11.2026', today)).toBeNull();
  });

  it('refuses tomorrow with the "not in the future" message of each shop', () => {
    expect(validatePurchaseDate('21.11.2026', today)).toBe('dateInFuture');
    expect(formatValidationMessage('cs-CZ', 'dateInFuture')).toBe('Datum nesmí být v budoucnosti.');
    expect(formatValidationMessage('ro-RO', 'dateInFuture')).toBe('Data nu poate fi în viitor.');
  });

  it('refuses a day that does not exist or another format', () => {
    expect(validatePurchaseDate('31.04.2024', today)).toBe('date');
    expect(validatePurchaseDate('2024-03-15', today)).toBe('date');
    expect(validatePurchaseDate('03/2024', today)).toBe('date');
  });
});

describe('overall condition of the device', () => {
  it('is nearly new or used, nothing else', () => {
    expect(isBuyoutDeviceCondition('like_new')).toBe(true);
    expect(isBuyoutDeviceCondition('used')).toBe(true);
    expect(isBuyoutDeviceCondition('broken')).toBe(false);
    expect(isBuyoutDeviceCondition(undefined)).toBe(false);
  });
});
