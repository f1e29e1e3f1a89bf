import { useIntl } from 'react-intl';
import { accountPagePath, type SavedAddress } from 'shared-domain';
import { Link, SelectField, useShop } from 'shared-ui';
import type { IdUnder } from '../messages/message-ids.ts';
import { savedAddressLabel } from './account-prefill.ts';

export interface SavedAddressPickerProps {
  addresses: readonly SavedAddress[];
  /** The saved address the delivery fields hold now, or '' (placeholder). */
  selectedId: string;
  onChoose: (address: SavedAddress) => void;
}

/** "Uložené adresy": one choice fills the delivery fields; the addresses are managed in the account. */
export function SavedAddressPicker({ addresses, selectedId, onChoose }: SavedAddressPickerProps) {
  const intl = useIntl();
  const { shop } = useShop();
  const t = (id: IdUnder<'checkout.savedAddresses.'>) =>
    intl.formatMessage({ id: `checkout.savedAddresses.${id}` });
  return (
    <div>
      <SelectField
        id="order-saved-address"
        label={t('label')}
        placeholder={t('placeholder')}
        options={addresses.map((address) => ({
          value: String(address.id),
          label: savedAddressLabel(address),
        }))}
        value={selectedId}
        onChange={(event) => {
          const chosen = addresses.find((address) => String(address.id) === event.target.value);
          if (chosen) onChoose(chosen);
        }}
      />
      <Link to={accountPagePath(shop, 'addresses')}>{t('manage')}</Link>
    </div>
  );
}
