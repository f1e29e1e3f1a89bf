import { useIntl } from 'react-intl';
import { StepTimeline } from 'shared-ui/timeline';
import { stepStateLabel, stepTitle } from './status-labels.ts';
import type { TimelineStep } from './timeline-view.ts';

/** The buyout's steps in order; each says whether it is done, under way or still to come. */
export function TrackingTimeline({ steps }: { steps: readonly TimelineStep[] }) {
  const intl = useIntl();
  return (
    <StepTimeline
      heading={intl.formatMessage({ id: 'buyout.tracking.timeline' })}
      steps={steps.map((step) => ({
        key: step.status,
        title: intl.formatMessage({ id: stepTitle[step.status] }),
        state: step.state,
        stateLabel: intl.formatMessage({ id: stepStateLabel[step.state] }),
        isCurrent: step.isCurrent,
        at: step.at,
        note: step.note,
      }))}
    />
  );
}
