import { useEffect, useId } from 'react';
import { useIntl } from 'react-intl';
import { buyoutPagePath } from 'shared-domain/buyout';
import { Link, PageLayout, Skeleton, Spinner, useAppDispatch, useAppSelector, useShop } from 'shared-ui';
import { DeviceSelector } from 'shared-ui/device-selector';
import { AppraisalSection } from '../appraisal/appraisal-section.tsx';
import type { MessageId } from '../messages/message-ids.ts';
import { SellOnlineForm } from '../sell-online/sell-online-form.tsx';
import { SendToEmailForm } from '../send-to-email/send-to-email-form.tsx';
import styles from './buyout-page.module.css';
import { buyoutActions, buyoutSelectors } from './buyout-slice.ts';
import { useChooseDevice } from './use-choose-device.ts';
import { useSelectionRestore } from './use-selection-restore.ts';

const steps = ['device', 'condition', 'sell'] as const;

/** Each step of a buyout, a title and a line on it: a new step without its words fails tsc. */
const stepWords: Record<(typeof steps)[number], { title: MessageId; text: MessageId }> = {
  device: { title: 'buyout.steps.device', text: 'buyout.steps.device.text' },
  condition: { title: 'buyout.steps.condition', text: 'buyout.steps.condition.text' },
  sell: { title: 'buyout.steps.sell', text: 'buyout.steps.sell.text' },
};

function BuyoutSteps() {
  const intl = useIntl();
  return (
    <ol className={styles.steps} aria-label={intl.formatMessage({ id: 'buyout.steps.title' })}>
      {steps.map((step) => (
        <li key={step} className={styles.step}>
          <strong className={styles.stepTitle}>{intl.formatMessage({ id: stepWords[step].title })}</strong>{' '}
          {intl.formatMessage({ id: stepWords[step].text })}
        </li>
      ))}
    </ol>
  );
}

/** The selector's frame while the URL's selection is being restored: same size, no requests yet. */
function SelectorPlaceholder() {
  const intl = useIntl();
  return (
    <div className={styles.placeholder}>
      <Spinner size="small" label={intl.formatMessage({ id: 'buyout.selector.restoring' })} />
      <div className={styles.placeholderFields}>
        {steps.map((step) => (
          <Skeleton key={step} variant="rect" height="var(--ui-control-height)" />
        ))}
      </div>
    </div>
  );
}

export function BuyoutPage() {
  const intl = useIntl();
  const { shop, defaultCountryId } = useShop();
  const dispatch = useAppDispatch();
  const headingId = useId();
  const selected = useAppSelector((state) => buyoutSelectors.selectBuyout(state).selected);
  const choose = useChooseDevice();

  // Before restoring: the forms' default country follows the shop.
  useEffect(() => {
    dispatch(buyoutActions.shopEntered({ defaultCountryId }));
  }, [dispatch, defaultCountryId]);
  const { seed, restoring } = useSelectionRestore();

  const heading = (
    <h2 id={headingId} className={styles.sectionTitle}>
      {intl.formatMessage({ id: 'buyout.selector.title' })}
    </h2>
  );
  return (
    <PageLayout
      title={intl.formatMessage({ id: 'buyout.title' })}
      // A chosen device's appraisal is its own page in the history and tabs: named after the model.
      documentTitle={
        selected.product_model
          ? intl.formatMessage({ id: 'buyout.documentTitle.device' }, { device: selected.product_model.name })
          : undefined
      }
      lead={intl.formatMessage({ id: 'buyout.lead' })}
    >
      <BuyoutSteps />
      <section aria-labelledby={headingId} aria-busy={restoring || undefined}>
        {restoring ? (
          <>
            {heading}
            <SelectorPlaceholder />
          </>
        ) : (
          <DeviceSelector
            scope="buyout"
            selected={selected}
            initialChoices={seed ?? undefined}
            onSelect={choose}
            legend={heading}
          />
        )}
      </section>
      <AppraisalSection
        sendToEmail={<SendToEmailForm />}
        sellOnline={<SellOnlineForm />}
        onRetry={() => selected.product_color && choose('product_color', selected.product_color, null)}
      />
      <p className={styles.centres}>
        {intl.formatMessage({ id: 'buyout.centres.inPerson' })}{' '}
        <Link to={buyoutPagePath(shop, 'centres')}>{intl.formatMessage({ id: 'buyout.centres.link' })}</Link>
      </p>
    </PageLayout>
  );
}
