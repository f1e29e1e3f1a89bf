import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BuyoutView, hasView } from 'shared-domain/buyout';
import { Button, CheckboxField, FormError, Price, useAppDispatch, useAppSelector, useShop } from 'shared-ui';
import { type BuyoutState, buyoutActions, buyoutSelectors } from '../buyout/buyout-slice.ts';
import { AddressSection, PayoutSection, PickupSection } from './address-sections.tsx';
import { useCountrySelectOptions } from './country-options.ts';
import { fieldLabel, summaryItemsOf } from './error-summary.ts';
import { ContactSection, DeviceSection, PersonalSection } from './person-sections.tsx';
import { SellFailureAlert } from './sell-failure-alert.tsx';
import styles from './sell-online-form.module.css';
import { useFieldBinding } from './use-field-binding.ts';
import { useSellSubmit } from './use-sell-submit.ts';

/** The sell-online form under the appraisal (view bit 4); not in review mode. */
export function SellOnlineForm() {
  const buyout = useAppSelector(buyoutSelectors.selectBuyout);
  const visible =
    hasView(buyout.mode, BuyoutView.sellOnlineVisible) &&
    !hasView(buyout.mode, BuyoutView.reviewMode) &&
    buyout.currentAppraisalResult !== null;
  return visible ? <SellOnlineFormBody buyout={buyout} /> : null;
}

function SellOnlineFormBody({ buyout }: { buyout: BuyoutState }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { shop } = useShop();
  const headingId = useId();
  const consentId = useId();
  const countries = useCountrySelectOptions();
  const form = useFieldBinding(buyout);
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState<string>();
  const { submit, isSending, failure, reloadAppraisal, isReloading } = useSellSubmit({
    buyout,
    form,
    confirmConsent: () => {
      setConsentError(consent ? undefined : intl.formatMessage({ id: 'buyout.sell.consent.required' }));
      return consent;
    },
  });
  const info = buyout.personalInfo;
  const summaryItems = form.refused
    ? summaryItemsOf({
        refused: form.refused,
        fields: form.fields,
        labelOf: (field) => fieldLabel(intl, shop, field),
        idOf: form.fieldId,
        consent: { id: consentId, message: intl.formatMessage({ id: 'buyout.sell.consent.required' }) },
      })
    : [];

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{intl.formatMessage({ id: 'buyout.sell.title' })}</h2>
      <p className={styles.sectionText}>{intl.formatMessage({ id: 'buyout.sell.lead' })}</p>
      {buyout.appraisalPrice !== null && buyout.currency !== null && (
        <p className={styles.price}>
          <FormattedMessage
            id="buyout.sell.price"
            values={{ price: <Price value={{ amount: buyout.appraisalPrice, currency: buyout.currency }} /> }}
          />
        </p>
      )}
      <form noValidate onSubmit={submit} className={styles.form}>
        {summaryItems.length > 0 && <FormError key={form.refused?.attempt} errors={summaryItems} />}
        {failure?.kind === 'rejected' && (
          <FormError
            title={intl.formatMessage({ id: 'buyout.sell.rejected.title' })}
            message={failure.message}
          />
        )}
        <DeviceSection bind={form.bind} />
        <PersonalSection bind={form.bind} />
        <ContactSection bind={form.bind} />
        <AddressSection bind={form.bind} countries={countries} />
        <PayoutSection bind={form.bind} />
        <PickupSection
          bind={form.bind}
          countries={countries}
          checked={info.pickupAltAddress}
          onToggle={(checked) => dispatch(buyoutActions.pickupAltAddressToggled(checked))}
        />
        <CheckboxField
          id={consentId}
          name="consent"
          label={intl.formatMessage({ id: 'buyout.sell.consent' })}
          checked={consent}
          onChange={(event) => {
            setConsent(event.target.checked);
            if (event.target.checked) setConsentError(undefined);
          }}
          error={consentError}
          required
        />
        {failure && failure.kind !== 'rejected' && (
          <SellFailureAlert failure={failure} onReload={reloadAppraisal} isReloading={isReloading} />
        )}
        <Button
          type="submit"
          loading={isSending}
          loadingLabel={intl.formatMessage({ id: 'buyout.sell.sending' })}
        >
          {intl.formatMessage({ id: 'buyout.sell.submit' })}
        </Button>
      </form>
    </section>
  );
}
