import { type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { SavedAddress } from 'shared-domain';
import {
  Alert,
  Button,
  ConfirmDialog,
  EmptyState,
  isApiError,
  LoadError,
  SkeletonText,
  useApiErrorMessage,
} from 'shared-ui';
import { useAccountAddressesQuery } from 'shared-ui/account-data';
import { AccountArea } from '../account-area/account-area.tsx';
import type { MessageId } from '../messages/message-ids.ts';
import { useAccountDeleteAddressMutation, useAccountMakeDefaultAddressMutation } from '../profile-api.ts';
import { AddressForm } from './address-form.tsx';
import { AddressList } from './address-list.tsx';
import styles from './addresses.module.css';

/** Delivery addresses (issue 6): list, add, edit, delete, default; checkout offers them. */
export function AddressesPage() {
  const intl = useIntl();
  return (
    <AccountArea page="addresses" title={intl.formatMessage({ id: 'account.nav.addresses' })}>
      {() => <AddressesContent />}
    </AccountArea>
  );
}

/** What the form is open for: a new address, or one being edited. */
type Editing = { address?: SavedAddress };

/** Where focus goes after the form closes: the list after saving, the opening button after cancel. */
type FocusRequest = { target: 'list' | 'opener'; serial: number };

function AddressesContent() {
  const intl = useIntl();
  const describeApiError = useApiErrorMessage();
  const { data, error, isLoading, refetch } = useAccountAddressesQuery();
  const [deleteAddress, deleting] = useAccountDeleteAddressMutation();
  const [makeDefault, makingDefault] = useAccountMakeDefaultAddressMutation();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [toDelete, setToDelete] = useState<SavedAddress | null>(null);
  const [notice, setNotice] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [focusRequest, setFocusRequest] = useState<FocusRequest>();
  const openerRef = useRef<HTMLElement | null>(null);
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const listTitleId = useId();

  // After the render that closed the form or the dialog (whose own focus return runs first).
  useEffect(() => {
    if (!focusRequest) return;
    const opener = openerRef.current;
    if (focusRequest.target === 'opener' && opener?.isConnected) opener.focus();
    else listHeadingRef.current?.focus();
  }, [focusRequest]);

  const focusAfterwards = (target: FocusRequest['target']) =>
    setFocusRequest((current) => ({ target, serial: (current?.serial ?? 0) + 1 }));

  function openForm(event: MouseEvent<HTMLButtonElement>, address?: SavedAddress) {
    openerRef.current = event.currentTarget;
    setNotice(undefined);
    setFailure(undefined);
    setEditing({ address });
  }

  function closeForm(saved: boolean) {
    setEditing(null);
    if (saved) setNotice(intl.formatMessage({ id: 'account.addresses.saved' }));
    focusAfterwards(saved ? 'list' : 'opener');
  }

  /** Runs a list action; its error, if any, is returned rather than thrown. */
  async function attempt(action: () => Promise<unknown>): Promise<unknown> {
    setNotice(undefined);
    setFailure(undefined);
    try {
      await action();
      return null;
    } catch (caught) {
      return caught;
    }
  }

  /** Tells how an action went and puts focus on the list: the button used may be gone now. */
  function report(error: unknown, doneMessageId: MessageId) {
    if (!error) setNotice(intl.formatMessage({ id: doneMessageId }));
    else if (isApiError(error) && error.status === 404) {
      setFailure(intl.formatMessage({ id: 'account.addresses.notFound' }));
    } else setFailure(describeApiError(error));
    focusAfterwards('list');
  }

  async function confirmDelete() {
    if (!toDelete) return;
    const { id } = toDelete;
    const error = await attempt(() => deleteAddress(id).unwrap());
    // Closed first, so the dialog's own focus return happens before the one to the list.
    setToDelete(null);
    if (!error && editing?.address?.id === id) setEditing(null);
    report(error, 'account.addresses.deleted');
  }

  async function changeDefault(address: SavedAddress) {
    report(await attempt(() => makeDefault(address.id).unwrap()), 'account.addresses.defaultChanged');
  }

  if (isLoading) {
    return (
      <div aria-busy="true">
        <SkeletonText lines={5} />
      </div>
    );
  }
  if (!data) {
    return (
      <LoadError
        title={intl.formatMessage({ id: 'account.addresses.loadError' })}
        error={error}
        onRetry={refetch}
      />
    );
  }

  const { addresses } = data;
  const addButton = (
    <Button onClick={(event) => openForm(event)}>
      {intl.formatMessage({ id: 'account.addresses.add' })}
    </Button>
  );

  return (
    <>
      <p className={styles.intro}>{intl.formatMessage({ id: 'account.addresses.intro' })}</p>
      {editing && (
        <AddressForm
          key={editing.address?.id ?? 'new'}
          address={editing.address}
          defaultForNew={addresses.length === 0}
          onSaved={() => closeForm(true)}
          onCancel={() => closeForm(false)}
        />
      )}
      <section className={styles.section} aria-labelledby={listTitleId}>
        <h2 id={listTitleId} ref={listHeadingRef} tabIndex={-1}>
          {intl.formatMessage({ id: 'account.addresses.listTitle' })}
        </h2>
        {notice && <Alert tone="success">{notice}</Alert>}
        {failure && <Alert tone="error">{failure}</Alert>}
        {addresses.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title={intl.formatMessage({ id: 'account.addresses.emptyTitle' })}
            action={addButton}
          >
            {intl.formatMessage({ id: 'account.addresses.emptyText' })}
          </EmptyState>
        ) : (
          <>
            <div>{addButton}</div>
            <AddressList
              labelledBy={listTitleId}
              addresses={addresses}
              busy={deleting.isLoading || makingDefault.isLoading}
              onEdit={(address, event) => openForm(event, address)}
              onDelete={setToDelete}
              onMakeDefault={changeDefault}
            />
          </>
        )}
      </section>
      <ConfirmDialog
        open={toDelete !== null}
        title={intl.formatMessage({ id: 'account.addresses.deleteTitle' })}
        confirmLabel={intl.formatMessage({ id: 'account.addresses.deleteConfirm' })}
        destructive
        busy={deleting.isLoading}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      >
        {toDelete &&
          intl.formatMessage(
            { id: 'account.addresses.deleteText' },
            { address: `${toDelete.name}, ${toDelete.street}, ${toDelete.postcode} ${toDelete.city}` },
          )}
      </ConfirmDialog>
    </>
  );
}
