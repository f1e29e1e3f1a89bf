import { PageLayout } from 'shared-ui';

/** Placeholder: built in issue 5. */
export function WithdrawalPage() {
  return <PageLayout title="WithdrawalPage">{null}</PageLayout>;
}
