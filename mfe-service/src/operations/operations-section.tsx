import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { SERVICE_OPERATIONS_SHOWN } from 'shared-domain/contracts';
import { Alert, Button, Skeleton, SkeletonText, useAppDispatch, useAppSelector } from 'shared-ui';
import { serviceActions, serviceSelectors } from '../service-state/service-slice.ts';
import { OperationItem } from './operation-item.tsx';
import styles from './operations.module.css';
import { OperationsSummary } from './operations-summary.tsx';

/** Reserves the list's height while the operations load (CLS budget). */
function OperationsSkeleton() {
  return (
    <ul className={styles.list} aria-hidden="true">
      {[0, 1, 2].map((row) => (
        <li key={row} className={styles.item}>
          <div className={styles.itemText}>
            <Skeleton width="40%" />
            <SkeletonText lines={2} />
          </div>
          <Skeleton variant="rect" width="6rem" height="2rem" />
        </li>
      ))}
    </ul>
  );
}

export interface OperationsSectionProps {
  /** Loads the operations of the device on screen again. */
  onRetry: () => void;
}

/**
 * The repairs offered for the chosen device: the first 7, then "show more" for the rest; ticking
 * them builds the order the booking form starts with.
 */
export function OperationsSection({ onRetry }: OperationsSectionProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const headingId = useId();
  const { operations, operationsStatus, expanded, chosenOperationIds } = useAppSelector(
    serviceSelectors.selectService,
  );
  const firstRevealed = useRef<HTMLInputElement | null>(null);
  const focusRevealed = useRef(false);
  useEffect(() => {
    if (expanded && focusRevealed.current) {
      focusRevealed.current = false;
      firstRevealed.current?.focus();
    }
  }, [expanded]);

  if (operationsStatus === 'idle') return null;
  const all = operations?.operations ?? [];
  const shown = expanded ? all : all.slice(0, SERVICE_OPERATIONS_SHOWN);
  const hidden = all.length - shown.length;
  const title = operations
    ? intl.formatMessage({ id: 'service.operations.titleFor' }, { device: operations.device.name })
    : intl.formatMessage({ id: 'service.operations.title' });

  return (
    <section
      className={styles.section}
      aria-labelledby={headingId}
      aria-busy={operationsStatus === 'loading' || undefined}
    >
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      {operationsStatus === 'loading' && <OperationsSkeleton />}
      {operationsStatus === 'error' && (
        <Alert tone="error" title={intl.formatMessage({ id: 'service.operations.error' })}>
          <Button variant="secondary" size="small" onClick={onRetry}>
            {intl.formatMessage({ id: 'service.operations.retry' })}
          </Button>
        </Alert>
      )}
      {operationsStatus === 'loaded' && all.length === 0 && (
        <p>{intl.formatMessage({ id: 'service.operations.empty' })}</p>
      )}
      {operationsStatus === 'loaded' && all.length > 0 && (
        <>
          <ul className={styles.list} aria-labelledby={headingId}>
            {shown.map((operation, index) => (
              <OperationItem
                key={operation.id}
                operation={operation}
                chosen={chosenOperationIds.includes(operation.id)}
                onToggle={(chosen) => dispatch(serviceActions.operationToggled({ id: operation.id, chosen }))}
                checkboxRef={
                  index === SERVICE_OPERATIONS_SHOWN
                    ? (element) => {
                        firstRevealed.current = element;
                      }
                    : undefined
                }
              />
            ))}
          </ul>
          {hidden > 0 && (
            <Button
              variant="secondary"
              onClick={() => {
                focusRevealed.current = true;
                dispatch(serviceActions.operationsExpanded());
              }}
            >
              {intl.formatMessage({ id: 'service.operations.showMore' }, { count: hidden })}
            </Button>
          )}
          <OperationsSummary />
        </>
      )}
    </section>
  );
}
