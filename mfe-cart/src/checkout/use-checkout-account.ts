import { type Dispatch, type SetStateAction, useEffect, useRef } from 'react';
import type { Profile, SavedAddress } from 'shared-domain';
import { useWhoAmIQuery } from 'shared-ui';
import { useAccountAddressesQuery, useAccountProfileQuery } from 'shared-ui/account-data';
import {
  fillUntouched,
  isDeliveryAddressEmpty,
  profilePrefill,
  withSavedAddress,
} from './account-prefill.ts';
import type { OrderFormValues } from './order-form-values.ts';

const noAddresses: readonly SavedAddress[] = [];

export interface CheckoutAccount {
  /** whoAmI named a user: their profile and addresses are asked for. */
  signedIn: boolean;
  /** Known not to be signed in (or whoAmI failed): offered the login and account creation. */
  visitor: boolean;
  profile: Profile | undefined;
  /** The default first (api order). */
  addresses: readonly SavedAddress[];
}

/** The account behind the order form; the account's endpoints are never asked for a visitor (401). */
export function useCheckoutAccount(): CheckoutAccount {
  const { data: whoAmI, isError } = useWhoAmIQuery();
  const signedIn = Boolean(whoAmI?.user);
  const { data: profile } = useAccountProfileQuery(undefined, { skip: !signedIn });
  const { data: saved } = useAccountAddressesQuery(undefined, { skip: !signedIn });
  return {
    signedIn,
    visitor: whoAmI ? whoAmI.user === null : isError,
    profile,
    addresses: saved?.addresses ?? noAddresses,
  };
}

type SetValues = Dispatch<SetStateAction<OrderFormValues>>;

/**
 * Fills the billing fields from the profile once, when it arrives; what the customer has typed
 * or changed by then (`touched`) stays theirs.
 */
export function useProfilePrefill(
  profile: Profile | undefined,
  touched: ReadonlySet<string>,
  setValues: SetValues,
): void {
  const done = useRef(false);
  useEffect(() => {
    if (!profile || done.current) return;
    done.current = true;
    setValues((current) => fillUntouched(current, profilePrefill(profile), touched));
  }, [profile, touched, setValues]);
}

/**
 * Opening the delivery address section (or the addresses arriving while it is open) puts the
 * default address in, once per opening and only while the fields are still empty.
 */
export function useDefaultAddressOnOpen(
  open: boolean,
  addresses: readonly SavedAddress[],
  setValues: SetValues,
): void {
  const offered = useRef(false);
  useEffect(() => {
    if (!open) {
      offered.current = false;
      return;
    }
    const preferred = addresses.find((address) => address.isDefault);
    if (offered.current || !preferred) return;
    offered.current = true;
    setValues((current) =>
      isDeliveryAddressEmpty(current) ? withSavedAddress(current, preferred) : current,
    );
  }, [open, addresses, setValues]);
}
