import { PageLayout } from 'shared-ui';

/** Placeholder: built in issue 5. */
export function InstallmentOverviewPage() {
  return <PageLayout title="InstallmentOverviewPage">{null}</PageLayout>;
}
