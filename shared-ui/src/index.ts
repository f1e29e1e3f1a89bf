/// <reference path="./css-modules.d.ts" />
// shared-ui public API. Shared at runtime as a module-federation singleton: import from 'shared-ui'
// only (never deep paths), so every remote gets the same api, root reducer and contexts.
// Test helpers live in 'shared-ui/testing.ts'.

export { AppProviders, type AppProvidersProps } from './app/AppProviders.tsx';
export { type MountStandaloneOptions, mountStandalone } from './app/mount-standalone.tsx';
export { Alert, type AlertProps, type AlertTone } from './components/Alert.tsx';
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  buttonClassName,
} from './components/Button.tsx';
export { CheckboxField, type CheckboxFieldProps } from './components/CheckboxField.tsx';
export { ConfirmDialog, type ConfirmDialogProps } from './components/ConfirmDialog.tsx';
export { Dialog, type DialogProps } from './components/Dialog.tsx';
export { EmptyState, type EmptyStateProps } from './components/EmptyState.tsx';
export { FormError, type FormErrorItem, type FormErrorProps } from './components/FormError.tsx';
export { Pagination, type PaginationProps } from './components/Pagination.tsx';
export { type PageItem, pageItems } from './components/page-items.ts';
export { RemoteFallback, type RemoteFallbackProps } from './components/RemoteFallback.tsx';
export { SelectField, type SelectFieldProps, type SelectOption } from './components/SelectField.tsx';
export { Skeleton, type SkeletonProps, SkeletonText } from './components/Skeleton.tsx';
export { Spinner, type SpinnerProps } from './components/Spinner.tsx';
export { TextAreaField, type TextAreaFieldProps } from './components/TextAreaField.tsx';
export { TextField, type TextFieldProps } from './components/TextField.tsx';
export { ToastProvider } from './components/ToastProvider.tsx';
export type { ToastApi, ToastOptions, ToastTone } from './components/toast-context.ts';
export { useToast } from './components/use-toast.ts';
export type { Messages, RemoteModule } from './federation/remote-module.ts';
export type { HttpAuth } from './http/auth.ts';
export {
  createHttpClient,
  type HttpClient,
  type HttpClientOptions,
  type HttpMethod,
  type HttpRequest,
  type HttpRequestOptions,
  type HttpResponse,
} from './http/http-client.ts';
export {
  fieldErrorsOf,
  HttpError,
  isApiErrorBody,
  isHttpError,
  isNetworkError,
  NetworkError,
} from './http/http-error.ts';
export { fillPathParams, type PathParams } from './http/path-params.ts';
export { type QueryParams, type QueryValue, toQueryString } from './http/query-string.ts';
export { type DateInput, formatDate } from './intl/format-date.ts';
export { formatMoney } from './intl/format-money.ts';
export { Price, type PriceProps } from './intl/Price.tsx';
export { ShopIntlProvider, type ShopIntlProviderProps } from './intl/ShopIntlProvider.tsx';
export { useApiErrorMessage } from './intl/use-api-error-message.ts';
export { useFormatDate, useFormatMoney } from './intl/use-formatters.ts';
export { uiMessages } from './messages/ui-messages.ts';
export { ShopProvider, type ShopProviderProps } from './shop/ShopProvider.tsx';
export type { ShopBoot } from './shop/shop-context.ts';
export { type ShopInfo, useShop } from './shop/use-shop.ts';
export { api } from './store/api.ts';
export { type ApiError, isApiError, toApiError } from './store/api-error.ts';
export {
  type ApiExtraOptions,
  type ApiMeta,
  type ApiRequest,
  createApiBaseQuery,
} from './store/base-query.ts';
export { type AppDispatch, createShopStore, type ShopStore } from './store/create-shop-store.ts';
export { useAppDispatch, useAppSelector } from './store/hooks.ts';
export { isRetryableStatus, MAX_RETRIES, retryDelayMs } from './store/retry-policy.ts';
export { type RootState, rootReducer } from './store/root-reducer.ts';
export { sessionApi, useWhoAmIQuery } from './store/session-api.ts';
export { breakpoints, mobileMediaQuery } from './styles/breakpoints.ts';
export { chooseActiveTab, DEFAULT_REMEMBER_MS, type RememberedTab } from './tabs/choose-active-tab.ts';
export { type TabItem, Tabs, type TabsProps } from './tabs/Tabs.tsx';

/**
 * Slices that remotes inject at runtime. Declared here, in the module remotes import, because
 * TypeScript merges a `declare module 'shared-ui'` augmentation only into declarations of that very
 * module, not into re-exported ones. A remote declares its slice with
 *
 *   declare module 'shared-ui' {
 *     interface LazyLoadedSlices extends WithSlice<typeof buyoutSlice> {}
 *   }
 *
 * and injects it with `buyoutSlice.injectInto(rootReducer)` when its routes module loads.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in the remotes.
export interface LazyLoadedSlices {}
