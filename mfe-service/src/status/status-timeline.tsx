import { useIntl } from 'react-intl';
import type { ServiceOrderStatus } from 'shared-domain';
import { StepTimeline } from 'shared-ui/timeline';
import { stepStateLabel, stepTitle } from './status-labels.ts';
import { timelineView } from './timeline-view.ts';

/** The repair's steps in order; each says whether it is done, under way, ahead or off. */
export function StatusTimeline({ order }: { order: ServiceOrderStatus }) {
  const intl = useIntl();
  return (
    <StepTimeline
      heading={intl.formatMessage({ id: 'service.status.timeline' })}
      steps={timelineView(order).map((step) => ({
        key: step.status,
        title: intl.formatMessage({ id: stepTitle[step.status] }),
        state: step.state,
        stateLabel: intl.formatMessage({ id: stepStateLabel[step.state] }),
        isCurrent: step.isCurrent,
        at: step.at,
      }))}
    />
  );
}
