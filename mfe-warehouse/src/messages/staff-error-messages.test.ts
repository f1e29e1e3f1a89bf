import { staffApiErrorCodes } from 'shared-domain/api-error-codes.ts';
import csCatalogue from './cs-CZ.ts';
import roCatalogue from './ro-RO.ts';

const csCZ: Record<string, string> = csCatalogue;
const roRO: Record<string, string> = roCatalogue;

// The storefront's error catalogue leaves out the codes only staff meet; the warehouse's has them.
describe('the staff-only api errors', () => {
  it('have their own words in the warehouse in both languages', () => {
    for (const code of staffApiErrorCodes) {
      expect(csCZ[`error.${code}`]?.trim()).toBeTruthy();
      expect(roRO[`error.${code}`]?.trim()).toBeTruthy();
    }
  });
});
