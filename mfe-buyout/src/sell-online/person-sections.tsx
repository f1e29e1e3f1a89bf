import { useIntl } from 'react-intl';
import { buyoutDeviceConditions } from 'shared-domain/buyout';
import { SelectField, TextAreaField, TextField, useShop } from 'shared-ui';
import type { IdUnder } from '../messages/message-ids.ts';
import { deviceConditionLabel } from '../use-device-facts.ts';
import { birthNumberHint, shopFieldLabel } from './field-labels.ts';
import type { Bind } from './form-fields.ts';
import styles from './sell-online-form.module.css';

interface SectionProps {
  bind: Bind;
}

export function DeviceSection({ bind }: SectionProps) {
  const intl = useIntl();
  const t = (id: IdUnder<'buyout.sell.'>) => intl.formatMessage({ id: `buyout.sell.${id}` });
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('device.legend')}</legend>
      <div className={styles.grid}>
        <TextField
          {...bind('imei')}
          label={t('field.imei')}
          hint={t('hint.imei')}
          inputMode="numeric"
          autoComplete="off"
          required
        />
        <TextField {...bind('serialNumber')} label={t('field.serialNumber')} autoComplete="off" />
        <TextField
          {...bind('purchaseDate')}
          label={intl.formatMessage({ id: 'buyout.device.purchaseDate' })}
          hint={intl.formatMessage({ id: 'buyout.device.purchaseDateHint' })}
          inputMode="numeric"
          autoComplete="off"
          required
        />
        <SelectField
          {...bind('deviceCondition')}
          label={intl.formatMessage({ id: 'buyout.device.condition' })}
          hint={intl.formatMessage({ id: 'buyout.device.conditionHint' })}
          placeholder={t('choose')}
          options={buyoutDeviceConditions.map((condition) => ({
            value: condition,
            label: intl.formatMessage({ id: deviceConditionLabel[condition] }),
          }))}
          required
        />
      </div>
      <TextAreaField {...bind('note')} label={t('field.note')} hint={t('hint.note')} rows={3} />
    </fieldset>
  );
}

export function PersonalSection({ bind }: SectionProps) {
  const intl = useIntl();
  const { shop } = useShop();
  const t = (id: IdUnder<'buyout.sell.'>) => intl.formatMessage({ id: `buyout.sell.${id}` });
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('personal.legend')}</legend>
      <div className={styles.grid}>
        <TextField
          {...bind('titleBeforeName')}
          label={t('field.titleBeforeName')}
          hint={t('hint.titleBeforeName')}
          autoComplete="honorific-prefix"
        />
        <TextField {...bind('firstName')} label={t('field.firstName')} autoComplete="given-name" required />
        <TextField {...bind('lastName')} label={t('field.lastName')} autoComplete="family-name" required />
        <SelectField
          {...bind('gender')}
          label={t('field.gender')}
          placeholder={t('choose')}
          options={[
            { value: 'female', label: t('gender.female') },
            { value: 'male', label: t('gender.male') },
          ]}
          required
        />
        <TextField
          {...bind('birthNumber')}
          label={intl.formatMessage({ id: shopFieldLabel.birthNumber[shop] })}
          hint={intl.formatMessage({ id: birthNumberHint[shop] })}
          inputMode="numeric"
          autoComplete="off"
          required
        />
        <TextField
          {...bind('identityCardNumber')}
          label={t('field.identityCardNumber')}
          autoComplete="off"
          required
        />
        <TextField {...bind('identityReleasedBy')} label={t('field.identityReleasedBy')} required />
        <TextField
          {...bind('identityValidTo')}
          label={t('field.identityValidTo')}
          hint={t('hint.date')}
          inputMode="numeric"
          autoComplete="off"
          required
        />
        <TextField {...bind('nationality')} label={t('field.nationality')} required />
        <TextField {...bind('placeOfBirth')} label={t('field.placeOfBirth')} required />
      </div>
    </fieldset>
  );
}

export function ContactSection({ bind }: SectionProps) {
  const intl = useIntl();
  const { phonePrefix } = useShop();
  const t = (id: IdUnder<'buyout.sell.'>) => intl.formatMessage({ id: `buyout.sell.${id}` });
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('contact.legend')}</legend>
      <div className={styles.grid}>
        <TextField
          {...bind('email')}
          type="email"
          label={t('field.email')}
          hint={t('hint.email')}
          inputMode="email"
          autoComplete="email"
          required
        />
        <TextField
          {...bind('phoneNumber')}
          type="tel"
          label={t('field.phoneNumber')}
          hint={intl.formatMessage({ id: 'buyout.sell.hint.phoneNumber' }, { prefix: phonePrefix })}
          autoComplete="tel"
          required
        />
      </div>
    </fieldset>
  );
}
