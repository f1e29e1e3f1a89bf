/// <reference path="./css-modules.d.ts" />
// shared-ui public API. Shared at runtime as a module-federation singleton: import from 'shared-ui'
// only (never deep paths), so every remote gets the same api, root reducer and contexts.
// Test helpers live in 'shared-ui/testing.ts'.

export { RequireAccess, type RequireAccessProps } from './access/require-access.tsx';
export { AppProviders, type AppProvidersProps } from './app/app-providers.tsx';
export { type MountStandaloneOptions, mountStandalone } from './app/mount-standalone.tsx';
export { Alert, type AlertProps, type AlertTone } from './components/alert.tsx';
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  buttonClassName,
} from './components/button.tsx';
export { CheckboxField, type CheckboxFieldProps } from './components/checkbox-field.tsx';
export { Combobox, type ComboboxProps } from './components/combobox.tsx';
export { ComingSections, type ComingSectionsProps } from './components/coming-sections.tsx';
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog.tsx';
export { Dialog, type DialogProps } from './components/dialog.tsx';
export { EmptyState, type EmptyStateProps } from './components/empty-state.tsx';
export { FormError, type FormErrorItem, type FormErrorProps } from './components/form-error.tsx';
export { type LazyPage, LazyRoute, type LazyRouteProps, lazyPage } from './components/lazy-page.tsx';
export { LoadError, type LoadErrorProps } from './components/load-error.tsx';
export { type PageItem, pageItems } from './components/page-items.ts';
export { PageLayout, type PageLayoutProps } from './components/page-layout.tsx';
export { Pagination, type PaginationProps } from './components/pagination.tsx';
export { RemoteFallback, type RemoteFallbackProps } from './components/remote-fallback.tsx';
export { SelectField, type SelectFieldProps, type SelectOption } from './components/select-field.tsx';
export { Skeleton, type SkeletonProps, SkeletonText } from './components/skeleton.tsx';
export { Spinner, type SpinnerProps } from './components/spinner.tsx';
export { TextAreaField, type TextAreaFieldProps } from './components/text-area-field.tsx';
export { TextField, type TextFieldProps } from './components/text-field.tsx';
export type { ToastApi, ToastOptions, ToastTone } from './components/toast-context.ts';
export { ToastProvider } from './components/toast-provider.tsx';
export { useToast } from './components/use-toast.ts';
export type { Messages, RemoteModule } from './federation/remote-module.ts';
export { useDebouncedValue } from './hooks/use-debounced-value.ts';
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
export { type DateInput, formatDate, formatTimeslot, shopTimeZoneOf } from './intl/format-date.ts';
export { formatMoney } from './intl/format-money.ts';
export {
  type IdUnder,
  type MessageId,
  type SharedUiMessageId,
  uncheckedMessageId,
} from './intl/message-id.ts';
export { Price, type PriceProps } from './intl/price.tsx';
export { ShopIntlProvider, type ShopIntlProviderProps } from './intl/shop-intl-provider.tsx';
export { minutesOf, useApiErrorMessage } from './intl/use-api-error-message.ts';
export { useFormatDate, useFormatMoney, useFormatTimeslot } from './intl/use-formatters.ts';
export { uiMessages } from './messages/ui-messages.ts';
export { AfterIdle } from './page/after-idle.tsx';
export { loginPathFor, pathWithNext } from './page/login-path.ts';
export { documentTitleOf, useDocumentTitle } from './page/use-document-title.ts';
export { useMetaDescription } from './page/use-meta-description.ts';
export { whenIdle } from './page/when-idle.ts';
export type { ShopBoot } from './shop/shop-context.ts';
export { ShopProvider, type ShopProviderProps } from './shop/shop-provider.tsx';
export { type ShopInfo, useShop } from './shop/use-shop.ts';
export { api } from './store/api.ts';
export { type ApiError, isApiError, retryAfterSecondsOf, toApiError } from './store/api-error.ts';
export {
  type ApiExtraOptions,
  type ApiMeta,
  type ApiRequest,
  createApiBaseQuery,
} from './store/base-query.ts';
export { cartCountApi, useGetCartCountQuery } from './store/cart-count-api.ts';
export { type AppDispatch, createShopStore, type ShopStore } from './store/create-shop-store.ts';
export { useAppDispatch, useAppSelector } from './store/hooks.ts';
export { isRetryableStatus, MAX_RETRIES, retryDelayMs } from './store/retry-policy.ts';
export { type RootState, rootReducer } from './store/root-reducer.ts';
export { sessionApi, useWhoAmIQuery } from './store/session-api.ts';
export { CentreList, type CentreListProps } from './stores/centre-list.tsx';
export { groupOpeningHours, timeOfDay, weekdayName } from './stores/opening-hours.ts';
export { breakpoints, mobileMediaQuery } from './styles/breakpoints.ts';
export { visuallyHidden } from './styles/visually-hidden.ts';
export { chooseActiveTab, DEFAULT_REMEMBER_MS, type RememberedTab } from './tabs/choose-active-tab.ts';
export { type TabItem, Tabs, type TabsProps } from './tabs/tabs.tsx';

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
export * from './redux.ts';
export * from './router.ts';
