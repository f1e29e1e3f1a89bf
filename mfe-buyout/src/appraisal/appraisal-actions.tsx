import { useIntl } from 'react-intl';
import { BuyoutView, hasView } from 'shared-domain/buyout';
import { Button, useAppDispatch, useAppSelector } from 'shared-ui';
import { buyoutActions, buyoutSelectors } from '../buyout/buyout-slice.ts';
import styles from './appraisal.module.css';

export interface AppraisalActionsProps {
  sendToEmailId: string;
  sellOnlineId: string;
}

/** The two ways on (sell online, send the offer by e-mail): usable only while the answers give a price. */
export function AppraisalActions({ sendToEmailId, sellOnlineId }: AppraisalActionsProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const valid = useAppSelector(buyoutSelectors.selectIsAppraisalValid);
  const mode = useAppSelector(buyoutSelectors.selectMode);
  const emailOpen = hasView(mode, BuyoutView.sendToEmailVisible);
  const sellOpen = hasView(mode, BuyoutView.sellOnlineVisible);
  return (
    <div className={styles.actions}>
      <Button
        variant="secondary"
        disabled={!valid}
        aria-expanded={emailOpen}
        aria-controls={emailOpen ? sendToEmailId : undefined}
        onClick={() => dispatch(buyoutActions.sendToEmailToggled(!emailOpen))}
      >
        {intl.formatMessage({ id: 'buyout.actions.sendToEmail' })}
      </Button>
      <Button
        disabled={!valid}
        aria-expanded={sellOpen}
        aria-controls={sellOpen ? sellOnlineId : undefined}
        onClick={() => dispatch(buyoutActions.sellOnlineToggled(!sellOpen))}
      >
        {intl.formatMessage({ id: 'buyout.actions.sellOnline' })}
      </Button>
      {!valid && <p className={styles.help}>{intl.formatMessage({ id: 'buyout.actions.needPrice' })}</p>}
    </div>
  );
}
