import { useIntl } from 'react-intl';
import type { BuyoutDeviceCondition } from 'shared-domain/buyout';
import { useFormatDate } from 'shared-ui';
import { deviceConditionName } from './buyout-labels.ts';

/**
 * What the seller said about the device: when it was bought and its overall condition. Buyouts
 * sold before the form asked for them have neither: '' (a fact list then reads "Neuvedeno").
 */
export function useSellerFacts() {
  const intl = useIntl();
  const formatDate = useFormatDate();
  return {
    // A calendar day, not an instant: read in UTC so no time zone moves it to the day before.
    purchaseDate: (iso: string | null) =>
      iso ? formatDate(iso, { dateStyle: 'medium', timeZone: 'UTC' }) : '',
    condition: (condition: BuyoutDeviceCondition | null) =>
      condition ? intl.formatMessage({ id: deviceConditionName[condition] }) : '',
  };
}
