import { useIntl } from 'react-intl';
import type { CartPackage, PackageOptions, ServiceChoice } from 'shared-domain';
import { Alert, Button, CheckboxField } from 'shared-ui';
import { useRemoveCartServiceMutation, useUpdateCartItemMutation } from '../cart-api.ts';
import styles from './cart-page.module.css';
import { ProlongWarrantyForm } from './prolong-warranty-form.tsx';
import { ServiceRadioGroup } from './service-radio-group.tsx';
import { useCartAction } from './use-cart-action.ts';
import { useChoiceLabel } from './use-choice-label.ts';

/**
 * The sub-cart of one package: insurance, extended warranty (an offer or a prolong-warranty code),
 * screen protection and gluing. Every change is a PATCH of the package's options; the chosen items
 * can also be removed one by one.
 */
export function SubCart({ item }: { item: CartPackage }) {
  const intl = useIntl();
  const choiceLabel = useChoiceLabel();
  const [updateItem, { isLoading }] = useUpdateCartItemMutation();
  const [removeService] = useRemoveCartServiceMutation();
  const { run, error } = useCartAction();

  const offers = (kind: ServiceChoice['kind']) => item.availableServices.filter((s) => s.kind === kind);
  const chosen = (kind: ServiceChoice['kind']) => item.services.filter((s) => s.kind === kind);
  const insurances = offers('insurance');
  const warranties = offers('warranty');
  const screenProtection = offers('screen_protection')[0];
  const gluings = offers('gluing');
  const chosenInsurance = chosen('insurance').map((s) => s.code);
  const chosenWarranty = chosen('warranty')[0];
  const hasScreenProtection = chosen('screen_protection').length > 0;
  const chosenGluing = chosen('gluing')[0]?.code ?? null;
  const priceChanged = item.services.some((s) => s.priceChanged);

  if (item.availableServices.length === 0 && item.services.length === 0) return null;

  const change = (options: PackageOptions) =>
    run(() => updateItem({ itemId: item.id, change: { options } }).unwrap());

  function toggleInsurance(code: string, checked: boolean) {
    const insuranceIds = checked
      ? [...chosenInsurance, code]
      : chosenInsurance.filter((chosenCode) => chosenCode !== code);
    void change({ insuranceIds });
  }

  return (
    <section className={styles.subCart} aria-label={intl.formatMessage({ id: 'cart.subCart.title' })}>
      {priceChanged && (
        <Alert tone="warning">{intl.formatMessage({ id: 'cart.subCart.priceChanged' })}</Alert>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      {insurances.length > 0 && (
        <fieldset className={styles.fieldset} aria-busy={isLoading || undefined}>
          <legend className={styles.legend}>{intl.formatMessage({ id: 'cart.subCart.insurance' })}</legend>
          {insurances.map((offer) => (
            <CheckboxField
              key={offer.code}
              label={choiceLabel(offer)}
              hint={offer.description || undefined}
              checked={chosenInsurance.includes(offer.code)}
              onChange={(event) => toggleInsurance(offer.code, event.target.checked)}
            />
          ))}
        </fieldset>
      )}
      {warranties.length > 0 && (
        <ServiceRadioGroup
          legend={intl.formatMessage({ id: 'cart.subCart.warranty' })}
          noneLabel={intl.formatMessage({ id: 'cart.subCart.warranty.none' })}
          offers={warranties}
          // A prolong-warranty code is none of the offers: no radio is checked then.
          value={chosenWarranty ? chosenWarranty.code : null}
          busy={isLoading}
          onChange={(offer) =>
            change(
              offer ? { warrantyMonths: offer.months } : { warrantyMonths: null, prolongWarrantyCode: null },
            )
          }
        />
      )}
      <ProlongWarrantyForm itemId={item.id} />
      {screenProtection && (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>
            {intl.formatMessage({ id: 'cart.subCart.screenProtection' })}
          </legend>
          <CheckboxField
            label={choiceLabel(screenProtection)}
            hint={screenProtection.description || undefined}
            checked={hasScreenProtection}
            onChange={(event) => void change({ screenProtection: event.target.checked })}
          />
        </fieldset>
      )}
      {gluings.length > 0 && (
        <ServiceRadioGroup
          legend={intl.formatMessage({ id: 'cart.subCart.gluing' })}
          noneLabel={intl.formatMessage({ id: 'cart.subCart.gluing.none' })}
          offers={gluings}
          value={chosenGluing}
          busy={isLoading}
          onChange={(offer) => change({ gluing: offer ? (offer.code as 'glass' | 'foil') : null })}
        />
      )}
      {item.services.length > 0 && (
        <div>
          <h4 className={styles.legend}>{intl.formatMessage({ id: 'cart.subCart.chosen' })}</h4>
          <ul className={styles.chosenList}>
            {item.services.map((service) => (
              <li key={`${service.kind}:${service.code}`} className={styles.chosenItem}>
                <span>{choiceLabel(service)}</span>
                <Button
                  variant="ghost"
                  size="small"
                  aria-label={intl.formatMessage({ id: 'cart.subCart.remove' }, { name: service.name })}
                  onClick={() =>
                    run(() =>
                      removeService({
                        itemId: item.id,
                        kind: service.kind,
                        // Several insurances may be chosen: the code says which one goes.
                        code: service.kind === 'insurance' ? service.code : undefined,
                      }).unwrap(),
                    )
                  }
                >
                  ×
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
