import type { AdminRoutes } from '../navigation/admin-route.ts';

/** The pages of this area (filled by its issue 15 work). */
export const taskRoutes: AdminRoutes = () => [];
