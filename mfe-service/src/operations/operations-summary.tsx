import { useId } from 'react';
import { useIntl } from 'react-intl';
import { servicePagePath } from 'shared-domain';
import { Button, Price, useAppSelector, useNavigate, useShop } from 'shared-ui';
import { serviceSelectors } from '../service-state/service-slice.ts';
import styles from './operations.module.css';

/**
 * The chosen repairs: how many, the total, and the way to the booking form, which reads the device
 * and the operations from the query (?model=&colour=&operations=1,2; no colour for a searched model).
 */
export function OperationsSummary() {
  const intl = useIntl();
  const { shop } = useShop();
  const navigate = useNavigate();
  const hintId = useId();
  const device = useAppSelector((state) => serviceSelectors.selectService(state).operations?.device);
  const chosen = useAppSelector(serviceSelectors.selectChosenOperations);
  if (!device) return null;
  const total = chosen.length
    ? {
        amount: chosen.reduce((sum, operation) => sum + operation.price.amount, 0),
        currency: chosen[0].price.currency,
      }
    : null;

  function book() {
    if (!device || chosen.length === 0) return;
    const query = new URLSearchParams({ model: String(device.model_id) });
    if (device.colour_id !== null) query.set('colour', String(device.colour_id));
    query.set('operations', chosen.map((operation) => operation.id).join(','));
    // URLSearchParams writes the comma as %2C; the list reads better as typed.
    navigate(`${servicePagePath(shop, 'booking')}?${query.toString().replaceAll('%2C', ',')}`);
  }

  return (
    <section className={styles.summary} aria-label={intl.formatMessage({ id: 'service.operations.summary' })}>
      <p className={styles.summaryText} aria-live="polite">
        {intl.formatMessage({ id: 'service.operations.chosenCount' }, { count: chosen.length })}
        {total && (
          <>
            {' '}
            {intl.formatMessage({ id: 'service.operations.total' })}{' '}
            <Price value={total} className={styles.total} />
          </>
        )}
      </p>
      <Button
        onClick={book}
        disabled={chosen.length === 0}
        aria-describedby={chosen.length === 0 ? hintId : undefined}
      >
        {intl.formatMessage({ id: 'service.operations.book' })}
      </Button>
      {chosen.length === 0 && (
        <p id={hintId} className={styles.hint}>
          {intl.formatMessage({ id: 'service.operations.bookHint' })}
        </p>
      )}
    </section>
  );
}
