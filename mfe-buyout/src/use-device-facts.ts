import { useIntl } from 'react-intl';
import type { BuyoutDeviceCondition } from 'shared-domain/buyout';
import { useFormatDate } from 'shared-ui';
import type { MessageId } from './messages/message-ids.ts';

/** The device's overall condition in words: a new condition without its words fails tsc. */
export const deviceConditionLabel: Record<BuyoutDeviceCondition, MessageId> = {
  like_new: 'buyout.device.condition.like_new',
  used: 'buyout.device.condition.used',
};

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
    condition: device.condition ? intl.formatMessage({ id: deviceConditionLabel[device.condition] }) : '',
  };
}
