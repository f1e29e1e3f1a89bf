import { adminPath } from '../admin-paths.ts';
import type { AdminRoutes } from '../navigation/admin-route.ts';
import { InboxGridPage } from './inbox-grid-page.tsx';
import { SubmissionDetailPage } from './submission-detail-page.tsx';
import { SubscriberGridPage } from './subscriber-grid-page.tsx';

/** The forms inbox (/admin/schranka, /admin/mesaje), a submission, and the newsletter's subscribers. */
export const inboxRoutes: AdminRoutes = (shop) => [
  { path: adminPath(shop, 'inbox'), element: <InboxGridPage /> },
  { path: `${adminPath(shop, 'inbox')}/:id`, element: <SubmissionDetailPage /> },
  { path: adminPath(shop, 'subscribers'), element: <SubscriberGridPage /> },
];
