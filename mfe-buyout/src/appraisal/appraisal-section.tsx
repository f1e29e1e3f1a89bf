import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { BuyoutView, hasView } from 'shared-domain/buyout';
import { Alert, Button, SkeletonText, Spinner, useAppSelector, useShop } from 'shared-ui';
import { buyoutSelectors } from '../buyout/buyout-slice.ts';
import styles from './appraisal.module.css';
import { AppraisalActions } from './appraisal-actions.tsx';
import { AppraisalForm } from './appraisal-form.tsx';
import { PricePanel } from './price-panel.tsx';
import { QuoteNotice } from './quote-notice.tsx';
import { useAppraisalOutcome } from './use-appraisal-outcome.ts';

export interface AppraisalSectionProps {
  /** Shown while bit 2 is set (the send-to-email form). */
  sendToEmail: ReactNode;
  /** Shown while bit 4 is set (the sell-online form). */
  sellOnline: ReactNode;
  /** Loads the appraisal again after a failure that may pass (not after a 400, which would repeat). */
  onRetry: () => void;
}

/** An opened part takes the focus, so keyboard and screen-reader users land where they asked to go. */
function OpenedRegion({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <section ref={ref} id={id} aria-label={label} tabIndex={-1} className={styles.region}>
      {children}
    </section>
  );
}

export function AppraisalSection({ sendToEmail, sellOnline, onRetry }: AppraisalSectionProps) {
  const intl = useIntl();
  const headingId = useId();
  const sendToEmailId = useId();
  const sellOnlineId = useId();
  const { appraisalStatus, apiErrorMessage, mode, currency, validUntil } = useAppSelector(
    buyoutSelectors.selectBuyout,
  );
  const outcome = useAppraisalOutcome();
  const { currency: shopCurrency } = useShop();

  if (appraisalStatus === 'idle') return null;
  if (appraisalStatus === 'loading') {
    return (
      <section
        className={styles.loading}
        aria-busy="true"
        aria-label={intl.formatMessage({ id: 'buyout.appraisal.title' })}
      >
        <Spinner label={intl.formatMessage({ id: 'buyout.appraisal.loading' })} />
        <SkeletonText lines={6} />
      </section>
    );
  }
  if (appraisalStatus === 'error') {
    // A failed appraisal shows the server's message on a 400, otherwise the generic text. The colour is still
    // chosen, so choosing it again is impossible: "try again" is the way out of a passing failure.
    return (
      <Alert tone="error">
        <p className={styles.errorText}>
          {apiErrorMessage ?? intl.formatMessage({ id: 'buyout.appraisal.error' })}
        </p>
        {apiErrorMessage === null && (
          <Button variant="secondary" size="small" onClick={onRetry}>
            {intl.formatMessage({ id: 'buyout.appraisal.retry' })}
          </Button>
        )}
      </Alert>
    );
  }
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.title}>
        {intl.formatMessage({ id: 'buyout.appraisal.title' })}
      </h2>
      <QuoteNotice />
      <div className={styles.layout}>
        <AppraisalForm outcome={outcome} />
        <div className={styles.aside}>
          <PricePanel outcome={outcome} currency={currency ?? shopCurrency} validUntil={validUntil} />
          <AppraisalActions sendToEmailId={sendToEmailId} sellOnlineId={sellOnlineId} />
        </div>
      </div>
      {hasView(mode, BuyoutView.sendToEmailVisible) && (
        <OpenedRegion id={sendToEmailId} label={intl.formatMessage({ id: 'buyout.actions.sendToEmail' })}>
          {sendToEmail}
        </OpenedRegion>
      )}
      {hasView(mode, BuyoutView.sellOnlineVisible) && (
        <OpenedRegion id={sellOnlineId} label={intl.formatMessage({ id: 'buyout.actions.sellOnline' })}>
          {sellOnline}
        </OpenedRegion>
      )}
    </section>
  );
}
