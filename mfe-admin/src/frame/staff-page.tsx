import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { canUseAdmin } from 'shared-domain';
import { RequireAccess } from 'shared-ui';
import { AdminFrame } from './admin-frame.tsx';

/** What routes.tsx puts around every admin page: staff only, then the frame. Pages do neither. */
export function StaffPage({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return (
    <RequireAccess allows={canUseAdmin} title={intl.formatMessage({ id: 'admin.title' })}>
      <AdminFrame>{children}</AdminFrame>
    </RequireAccess>
  );
}
