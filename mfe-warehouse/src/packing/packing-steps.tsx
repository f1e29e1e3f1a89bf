import { useIntl } from 'react-intl';
import type { StationState } from 'shared-domain/contracts/staff.ts';
import type { MessageId } from '../messages/message-ids.ts';
import styles from './packing.module.css';

const steps = ['scanCrate', 'chooseOrder', 'wrap', 'scanItems', 'finish', 'handOver'] as const;
type Step = (typeof steps)[number];
const stepLabel: Record<Step, MessageId> = {
  scanCrate: 'warehouse.packing.steps.scanCrate',
  chooseOrder: 'warehouse.packing.steps.chooseOrder',
  wrap: 'warehouse.packing.steps.wrap',
  scanItems: 'warehouse.packing.steps.scanItems',
  finish: 'warehouse.packing.steps.finish',
  handOver: 'warehouse.packing.steps.handOver',
};

/** Where the packer is: every piece scanned means the next thing is to finish the package. */
export function currentStep(state: StationState): Step {
  switch (state.step) {
    case 'scan_crate':
      return 'scanCrate';
    case 'choose_order':
      return 'chooseOrder';
    case 'finished':
      return 'handOver';
    default: {
      const lines = state.order?.lines ?? [];
      if (
        state.step === 'scan_items' &&
        lines.length > 0 &&
        lines.every((line) => line.scanned >= line.quantity)
      )
        return 'finish';
      return lines.some((line) => line.scanned > 0) || state.step === 'scan_serial' ? 'scanItems' : 'wrap';
    }
  }
}

/** The steps of packing, the current one marked, with what to do now in words. */
export function PackingSteps({ state }: { state: StationState }) {
  const intl = useIntl();
  const current = currentStep(state);
  return (
    <section aria-labelledby="packing-steps" className={styles.steps}>
      <h2 id="packing-steps">{intl.formatMessage({ id: 'warehouse.packing.steps.title' })}</h2>
      <ol>
        {steps.map((step) => (
          <li key={step} aria-current={step === current ? 'step' : undefined}>
            {intl.formatMessage({ id: stepLabel[step] })}
          </li>
        ))}
      </ol>
      <p className={styles.instruction}>
        {intl.formatMessage({
          id:
            state.step === 'scan_serial'
              ? 'warehouse.packing.do.scanSerial'
              : `warehouse.packing.do.${current}`,
        })}
      </p>
    </section>
  );
}
