import { type FormEvent, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { CartPackage, Locale } from 'shared-domain';
import { formatValidationMessage, validateEmail, validateRequired } from 'shared-domain/validation';
import { Alert, Button, isApiError, TextField, useApiErrorMessage, useFormatMoney } from 'shared-ui';
import { useApplyBuyoutBonusMutation, useRemoveBuyoutBonusMutation } from '../cart-api.ts';
import { cartErrorMessage, cartFieldErrors } from './cart-error.ts';
import styles from './cart-page.module.css';
import { useCartAction } from './use-cart-action.ts';

type Field = 'buyoutNumber' | 'email';

/**
 * The buyout bonus of one package: a device the customer sold us is taken off this
 * product's price, up to `percent` % of it. The percentage and the bonus come from the api.
 */
export function BuyoutBonusSection({ item, percent }: { item: CartPackage; percent: number }) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const headingId = useId();
  const [removeBonus, { isLoading: removing }] = useRemoveBuyoutBonusMutation();
  const { run, error } = useCartAction();
  const bonus = item.buyoutBonus;

  return (
    <section className={styles.buyout} aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.legend}>
        {intl.formatMessage({ id: 'cart.buyout.title' })}
      </h4>
      {bonus ? (
        <div className={styles.chosenItem}>
          <div>
            <p>
              {intl.formatMessage(
                { id: 'cart.buyout.applied' },
                { number: bonus.buyoutNumber, device: bonus.device, price: formatMoney(bonus.buyoutPrice) },
              )}
            </p>
            <p className={styles.strong}>
              {intl.formatMessage(
                { id: 'cart.buyout.bonus' },
                { bonus: formatMoney(bonus.bonus), percent: bonus.percent },
              )}
            </p>
          </div>
          <Button
            variant="ghost"
            size="small"
            loading={removing}
            onClick={() => run(() => removeBonus({ itemId: item.id }).unwrap())}
          >
            {intl.formatMessage({ id: 'cart.buyout.remove' })}
          </Button>
        </div>
      ) : (
        <BuyoutBonusForm itemId={item.id} percent={percent} />
      )}
      {error && <Alert tone="error">{error}</Alert>}
    </section>
  );
}

function BuyoutBonusForm({ itemId, percent }: { itemId: number; percent: number }) {
  const intl = useIntl();
  const describeApiError = useApiErrorMessage();
  const locale = intl.locale as Locale;
  const [values, setValues] = useState<Record<Field, string>>({ buyoutNumber: '', email: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string>();
  const refs = { buyoutNumber: useRef<HTMLInputElement>(null), email: useRef<HTMLInputElement>(null) };
  const [apply, { isLoading }] = useApplyBuyoutBonusMutation();

  function validate(): Partial<Record<Field, string>> {
    const found: Partial<Record<Field, string>> = {};
    const numberCode = validateRequired(values.buyoutNumber.trim());
    const emailCode = validateRequired(values.email.trim()) ?? validateEmail(values.email.trim());
    if (numberCode) found.buyoutNumber = formatValidationMessage(locale, numberCode);
    if (emailCode) found.email = formatValidationMessage(locale, emailCode);
    return found;
  }

  function showFieldErrors(found: Partial<Record<Field, string>>) {
    setErrors(found);
    const first = (['buyoutNumber', 'email'] as const).find((field) => found[field]);
    if (first) refs[first].current?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(undefined);
    const found = validate();
    if (Object.keys(found).length > 0) return showFieldErrors(found);
    try {
      await apply({
        itemId,
        request: { buyoutNumber: values.buyoutNumber.trim(), email: values.email.trim() },
      }).unwrap();
    } catch (error) {
      const fields = cartFieldErrors(error, locale);
      const atFields = { buyoutNumber: fields.buyoutNumber, email: fields.email };
      if (atFields.buyoutNumber || atFields.email) return showFieldErrors(atFields);
      // A buyout whose device the shop has not accepted yet: said in the customer's words.
      if (isApiError(error) && error.data.code === 'buyout_not_accepted')
        return setFormError(intl.formatMessage({ id: 'cart.buyout.notAccepted' }));
      // Too many wrong buyout e-mails (429): how long to wait, in shared-ui's words.
      setFormError(cartErrorMessage(error, locale) ?? describeApiError(error));
    }
  }

  function field(name: Field, label: string, type: 'text' | 'email') {
    return (
      <TextField
        ref={refs[name]}
        className={styles.grow}
        name={name}
        type={type}
        autoComplete={type === 'email' ? 'email' : 'off'}
        required
        label={label}
        value={values[name]}
        error={errors[name]}
        onChange={(event) => {
          setValues({ ...values, [name]: event.target.value });
          setErrors({ ...errors, [name]: undefined });
        }}
      />
    );
  }

  return (
    <form className={styles.inlineForm} noValidate onSubmit={submit}>
      <p className={styles.muted}>{intl.formatMessage({ id: 'cart.buyout.intro' }, { percent })}</p>
      {formError && <Alert tone="error">{formError}</Alert>}
      <div className={styles.inlineRow}>
        {field('buyoutNumber', intl.formatMessage({ id: 'cart.buyout.number' }), 'text')}
        {field('email', intl.formatMessage({ id: 'cart.buyout.email' }), 'email')}
        <Button
          type="submit"
          variant="secondary"
          loading={isLoading}
          loadingLabel={intl.formatMessage({ id: 'cart.buyout.applying' })}
        >
          {intl.formatMessage({ id: 'cart.buyout.apply' })}
        </Button>
      </div>
    </form>
  );
}
