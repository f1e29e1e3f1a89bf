import { accountPagePath, areaPaths, type Locale, type ShopCode } from 'shared-domain';
import type { Messages, RemoteModule } from 'shared-ui';
import './account-api.ts';
import { AddressesPage } from './addresses/addresses-page.tsx';
import { LoginPage } from './login/login-page.tsx';
import { OrderDetailPage } from './orders/order-detail-page.tsx';
import { OrdersPage } from './orders/orders-page.tsx';
import { PasswordChangePage } from './password-change/password-change-page.tsx';
import { ForgotPasswordPage } from './password-reset/forgot-password-page.tsx';
import { ResetPasswordPage } from './password-reset/reset-password-page.tsx';
import { ProfilePage } from './profile/profile-page.tsx';
import { RegisterPage } from './register/register-page.tsx';
import { SummaryPage } from './summary/summary-page.tsx';

// One lazy chunk per language. Spelled out rather than a template import(), which would make the
// bundler pack every file of messages/ (tests included) into the context.
const messageLoaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  'cs-CZ': () => import('./messages/cs-CZ.ts'),
  'ro-RO': () => import('./messages/ro-RO.ts'),
};

const remote: RemoteModule = {
  name: 'mfe_account',
  routes: (shop: ShopCode) => [
    { path: areaPaths[shop].account, element: <SummaryPage /> },
    { path: accountPagePath(shop, 'orders'), element: <OrdersPage /> },
    { path: `${accountPagePath(shop, 'orders')}/:number`, element: <OrderDetailPage /> },
    { path: accountPagePath(shop, 'profile'), element: <ProfilePage /> },
    { path: accountPagePath(shop, 'addresses'), element: <AddressesPage /> },
    { path: accountPagePath(shop, 'password'), element: <PasswordChangePage /> },
    { path: areaPaths[shop].login, element: <LoginPage /> },
    { path: accountPagePath(shop, 'register'), element: <RegisterPage /> },
    { path: accountPagePath(shop, 'forgotPassword'), element: <ForgotPasswordPage /> },
    { path: accountPagePath(shop, 'resetPassword'), element: <ResetPasswordPage /> },
  ],
  loadMessages: (locale: Locale) => messageLoaders[locale]().then((module) => module.default),
};

export default remote;
