import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { BuyoutData } from 'shared-domain';
import { type BuyoutStatus, buyoutTransitions } from 'shared-domain/buyout';
import { Alert, Button, ConfirmDialog, isApiError, useApiErrorMessage, useToast } from 'shared-ui';
import layout from '../frame/detail-layout.module.css';
import { buyoutStepAction, isBuyoutStep } from './buyout-labels.ts';
import { useBuyoutStatusName } from './buyout-status.tsx';
import styles from './buyouts.module.css';
import { type BuyoutStatusChange, useChangeBuyoutStatusMutation } from './buyouts-api.ts';
import { type ChangeOutcome, RequoteDialog } from './requote-dialog.tsx';

/**
 * The next steps of a buyout, exactly those `buyoutTransitions` allows from its status (the api
 * checks the same table). Returning asks first; re-quoting asks for the new price.
 */
export function StatusActions({ buyout }: { buyout: BuyoutData }) {
  const intl = useIntl();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const toast = useToast();
  const describe = useApiErrorMessage();
  const statusName = useBuyoutStatusName();
  const [change, { isLoading }] = useChangeBuyoutStatusMutation();
  const [asking, setAsking] = useState<'returned' | 'requoted' | null>(null);
  const [sending, setSending] = useState<BuyoutStatus | null>(null);
  const [failure, setFailure] = useState<string>();
  // No transition leads back to `created`: the filter drops nothing, it gives each step its button's words.
  const next = buyoutTransitions[buyout.status].filter(isBuyoutStep);

  // A new status replaces the buttons, the pressed one included: keep keyboard users in this section.
  const shownStatus = useRef(buyout.status);
  useEffect(() => {
    if (shownStatus.current === buyout.status) return;
    shownStatus.current = buyout.status;
    if (!document.activeElement || document.activeElement === document.body) headingRef.current?.focus();
  }, [buyout.status]);

  async function send(request: Omit<BuyoutStatusChange, 'id'>): Promise<ChangeOutcome> {
    setFailure(undefined);
    setSending(request.status);
    try {
      const updated = await change({ id: buyout.id, ...request }).unwrap();
      setAsking(null);
      toast.show({
        tone: 'success',
        message: intl.formatMessage(
          { id: 'admin.buyout.changed' },
          { number: updated.number, status: statusName(updated.status) },
        ),
      });
      return { ok: true };
    } catch (error) {
      return { ok: false, error };
    } finally {
      setSending(null);
    }
  }

  function fail(error: unknown) {
    setAsking(null);
    // A conflict (someone moved the buyout meanwhile) is explained by the server in its own words.
    setFailure(isApiError(error) && error.status === 409 ? error.data.message : describe(error));
  }

  async function move(status: BuyoutStatus) {
    if (status === 'returned' || status === 'requoted') {
      setFailure(undefined);
      setAsking(status);
      return;
    }
    const outcome = await send({ status });
    if (!outcome.ok) fail(outcome.error);
  }

  return (
    <section aria-labelledby={headingId} className={layout.card}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {intl.formatMessage({ id: 'admin.buyout.actions.title' })}
      </h2>
      {failure && (
        <Alert tone="error" title={intl.formatMessage({ id: 'admin.buyout.changeFailed' })}>
          {failure}
        </Alert>
      )}
      {next.length === 0 ? (
        <p className={styles.muted}>{intl.formatMessage({ id: 'admin.buyout.actions.none' })}</p>
      ) : (
        <>
          <p className={styles.muted}>{intl.formatMessage({ id: 'admin.buyout.actions.hint' })}</p>
          <ul className={styles.actions}>
            {next.map((status) => (
              <li key={status}>
                <Button
                  variant={status === 'returned' ? 'danger' : 'primary'}
                  disabled={isLoading}
                  loading={sending === status && asking === null}
                  loadingLabel={intl.formatMessage({ id: 'admin.buyout.actions.sending' })}
                  onClick={() => move(status)}
                >
                  {intl.formatMessage({ id: buyoutStepAction[status] })}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
      <ConfirmDialog
        open={asking === 'returned'}
        title={intl.formatMessage({ id: 'admin.buyout.return.title' })}
        confirmLabel={intl.formatMessage({ id: 'admin.buyout.return.confirm' })}
        destructive
        busy={isLoading}
        onCancel={() => setAsking(null)}
        onConfirm={async () => {
          const outcome = await send({ status: 'returned' });
          if (!outcome.ok) fail(outcome.error);
        }}
      >
        <p>{intl.formatMessage({ id: 'admin.buyout.return.text' }, { number: buyout.number })}</p>
      </ConfirmDialog>
      <RequoteDialog
        open={asking === 'requoted'}
        buyout={buyout}
        busy={isLoading}
        onCancel={() => setAsking(null)}
        onSubmit={(body) => send({ status: 'requoted', ...body })}
        onFailure={fail}
      />
    </section>
  );
}
