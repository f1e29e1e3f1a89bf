import { PageLayout } from 'shared-ui';

/** Placeholder: built in issue 5. */
export function PaymentResultPage() {
  return <PageLayout title="PaymentResultPage">{null}</PageLayout>;
}
