import { useIntl } from 'react-intl';
import { czBanks } from 'shared-domain/validation';
import { CheckboxField, SelectField, type SelectOption, TextField, useShop } from 'shared-ui';
import type { IdUnder } from '../messages/message-ids.ts';
import type { Bind, TextFieldName } from './form-fields.ts';
import styles from './sell-online-form.module.css';

interface AddressProps {
  bind: Bind;
  countries: readonly SelectOption[];
}

const bankOptions: SelectOption[] = czBanks.map((bank) => ({
  value: bank.code,
  label: `${bank.code} – ${bank.name}`,
}));

/** Street, district, city, postcode and country: the customer's address or the pickup one. */
function AddressFields({ bind, countries, names }: AddressProps & { names: readonly TextFieldName[] }) {
  const intl = useIntl();
  const t = (id: IdUnder<'buyout.sell.'>) => intl.formatMessage({ id: `buyout.sell.${id}` });
  const [street, district, city, postcode, country] = names;
  const pickup = street === 'altStreet';
  return (
    <div className={styles.grid}>
      <TextField
        {...bind(street)}
        label={t('field.street')}
        autoComplete={pickup ? 'off' : 'street-address'}
        required
      />
      <TextField {...bind(district)} label={t('field.district')} hint={t('hint.district')} />
      <TextField
        {...bind(city)}
        label={t('field.city')}
        autoComplete={pickup ? 'off' : 'address-level2'}
        required
      />
      <TextField
        {...bind(postcode)}
        label={t('field.postcode')}
        hint={t('hint.postcode')}
        inputMode="numeric"
        autoComplete={pickup ? 'off' : 'postal-code'}
        required
      />
      <SelectField {...bind(country)} label={t('field.country')} options={countries} required />
    </div>
  );
}

export function AddressSection(props: AddressProps) {
  const intl = useIntl();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{intl.formatMessage({ id: 'buyout.sell.address.legend' })}</legend>
      <AddressFields {...props} names={['street', 'district', 'city', 'postcode', 'country']} />
    </fieldset>
  );
}

/** Czech shop: a domestic account and its bank; Romanian shop: an IBAN, which names the bank itself. */
export function PayoutSection({ bind }: { bind: Bind }) {
  const intl = useIntl();
  const { shop } = useShop();
  const t = (id: IdUnder<'buyout.sell.'>) => intl.formatMessage({ id: `buyout.sell.${id}` });
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('payout.legend')}</legend>
      <p className={styles.sectionText}>{t('payout.text')}</p>
      {shop === 'cz' ? (
        <div className={styles.grid}>
          <TextField
            {...bind('bankAccountNumber')}
            label={t('field.bankAccountNumber.cz')}
            hint={t('hint.bankAccountNumber.cz')}
            inputMode="numeric"
            autoComplete="off"
            required
          />
          <SelectField
            {...bind('bankCode')}
            label={t('field.bankCode')}
            placeholder={t('choose')}
            options={bankOptions}
            required
          />
        </div>
      ) : (
        <TextField
          {...bind('bankAccountNumber')}
          label={t('field.bankAccountNumber.ro')}
          hint={t('hint.bankAccountNumber.ro')}
          autoComplete="off"
          required
        />
      )}
    </fieldset>
  );
}

interface PickupProps extends AddressProps {
  checked: boolean;
  onToggle: (checked: boolean) => void;
}

export function PickupSection({ checked, onToggle, ...address }: PickupProps) {
  const intl = useIntl();
  return (
    <>
      <CheckboxField
        name="pickupAltAddress"
        label={intl.formatMessage({ id: 'buyout.sell.field.pickupAltAddress' })}
        hint={intl.formatMessage({ id: 'buyout.sell.hint.pickupAltAddress' })}
        checked={checked}
        onChange={(event) => onToggle(event.target.checked)}
      />
      {checked && (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{intl.formatMessage({ id: 'buyout.sell.pickup.legend' })}</legend>
          <AddressFields
            {...address}
            names={['altStreet', 'altDistrict', 'altCity', 'altPostcode', 'altCountry']}
          />
        </fieldset>
      )}
    </>
  );
}
