import { useIntl } from 'react-intl';
import { ComingSections } from 'shared-ui';

// The back office of spec §1/§2; each section arrives with its own issue.
const sections = [
  'orders',
  'packaging',
  'discounts',
  'categories',
  'attributes',
  'prices',
  'reviews',
  'cachePurge',
] as const;

export function AdminSections() {
  const intl = useIntl();
  return (
    <ComingSections
      heading={intl.formatMessage({ id: 'admin.sections.title' })}
      names={sections.map((section) => intl.formatMessage({ id: `admin.sections.${section}` }))}
    />
  );
}
