import { PageLayout } from 'shared-ui';

/** Placeholder: built in issue 5. */
export function ThankYouPage() {
  return <PageLayout title="ThankYouPage">{null}</PageLayout>;
}
