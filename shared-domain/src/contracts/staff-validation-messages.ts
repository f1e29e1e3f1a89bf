import type { StaffValidationCode } from '../validation/validation-code.ts';
import type { StaffValidationMessages } from '../validation/validation-messages.ts';

export const staffValidationCodes: readonly StaffValidationCode[] = ['highPercentage', 'twoDecimals'];

// The messages of the rules only staff forms have, outside the shared entry every storefront page
// loads. The api and the admin register them (registerStaffValidationMessages) when they start.
export const staffValidationMessages: StaffValidationMessages = {
  'cs-CZ': {
    highPercentage: 'Sleva 80 % nebo vyšší je neobvykle vysoká. Zkontrolujte hodnotu a potvrďte ji.',
    twoDecimals: 'Zadejte číslo s nejvýše dvěma desetinnými místy.',
  },
  'ro-RO': {
    highPercentage:
      'O reducere de 80 % sau mai mult este neobișnuit de mare. Verificați valoarea și confirmați-o.',
    twoDecimals: 'Introduceți un număr cu cel mult două zecimale.',
  },
};
