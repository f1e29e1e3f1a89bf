import { useIntl } from 'react-intl';
import type { BuyoutDeviceCondition } from 'shared-domain/buyout';
import { useFormatDate } from 'shared-ui';

interface DeviceFacts {
  purchase_date: string | null;
  condition: BuyoutDeviceCondition | null;
}

/**
 * The purchase date and overall condition as review mode and tracking show them; '' when the
 * buyout was sold before the form asked (the row is then left out).
 */
export function useDeviceFacts(device: DeviceFacts) {
  const intl = useIntl();
  const formatDate = useFormatDate();
  return {
    // A calendar day, not an instant: read in UTC so no time zone moves it to the day before.
    purchaseDate: device.purchase_date
      ? formatDate(device.purchase_date, { dateStyle: 'medium', timeZone: 'UTC' })
      : '',
    condition: device.condition
      ? intl.formatMessage({ id: `buyout.device.condition.${device.condition}` })
      : '',
  };
}
