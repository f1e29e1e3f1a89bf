import { PageLayout } from 'shared-ui';

/** Placeholder: built in issue 5. */
export function OrderStatusPage() {
  return <PageLayout title="OrderStatusPage">{null}</PageLayout>;
}
