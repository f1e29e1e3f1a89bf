import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import type { SavedAddress } from 'shared-domain';
import { Button } from 'shared-ui';
import type { MessageId } from '../messages/message-ids.ts';
import styles from './addresses.module.css';

export interface AddressListProps {
  /** id of the heading that names the list. */
  labelledBy: string;
  addresses: readonly SavedAddress[];
  /** An action is running: the buttons wait, so two clicks never cross. */
  busy: boolean;
  onEdit: (address: SavedAddress, event: MouseEvent<HTMLButtonElement>) => void;
  onDelete: (address: SavedAddress) => void;
  onMakeDefault: (address: SavedAddress) => void;
}

/** The default first (whatever order the api answered in), then the others as they came. */
export function defaultFirst(addresses: readonly SavedAddress[]): SavedAddress[] {
  return [...addresses].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}

export function AddressList({
  labelledBy,
  addresses,
  busy,
  onEdit,
  onDelete,
  onMakeDefault,
}: AddressListProps) {
  const intl = useIntl();
  return (
    <ul className={styles.list} aria-labelledby={labelledBy}>
      {defaultFirst(addresses).map((address) => {
        const named = (id: MessageId) => intl.formatMessage({ id }, { name: address.name });
        return (
          <li key={address.id} className={styles.item}>
            <address className={styles.address}>
              <strong>{address.name}</strong>
              <br />
              {address.street}
              <br />
              {`${address.postcode} ${address.city}`}
              {address.phone && (
                <>
                  <br />
                  {address.phone}
                </>
              )}
            </address>
            {address.isDefault && (
              <p className={styles.badge}>{intl.formatMessage({ id: 'account.addresses.default' })}</p>
            )}
            <div className={styles.actions}>
              <Button
                variant="secondary"
                size="small"
                aria-label={named('account.addresses.editNamed')}
                onClick={(event) => onEdit(address, event)}
              >
                {intl.formatMessage({ id: 'account.addresses.edit' })}
              </Button>
              {!address.isDefault && (
                <Button
                  variant="secondary"
                  size="small"
                  disabled={busy}
                  aria-label={named('account.addresses.makeDefaultNamed')}
                  onClick={() => onMakeDefault(address)}
                >
                  {intl.formatMessage({ id: 'account.addresses.makeDefault' })}
                </Button>
              )}
              <Button
                variant="ghost"
                size="small"
                disabled={busy}
                aria-label={named('account.addresses.deleteNamed')}
                onClick={() => onDelete(address)}
              >
                {intl.formatMessage({ id: 'account.addresses.delete' })}
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
