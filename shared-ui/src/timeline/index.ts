// `shared-ui/timeline`: the step timeline of order status pages. An entry of its own (not the
// boot-time 'shared-ui' singleton), so only the remotes that show a timeline carry it.
export {
  StepTimeline,
  type StepTimelineProps,
  type TimelineStepItem,
  type TimelineStepState,
} from './step-timeline.tsx';
