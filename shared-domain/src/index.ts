// The boot-time entry, shared by every front as a runtime singleton: plain TypeScript, no zod.
// The contract schemas are `shared-domain/contracts` (their types are exported here, as types);
// the validators are `shared-domain/validation`; the buyout's rules are `shared-domain/buyout`.

export * from './account-paths.ts';
// Types only: the code list and the messages are the api's; a front loads messages on first need.
export type {
  ApiErrorCode,
  BffErrorCode,
  CustomerErrorCode,
  ErrorCode,
  StaffApiErrorCode,
} from './api-error-codes.ts';
export * from './catalogue-paths.ts';
export * from './checkout-paths.ts';
export type * from './contracts/content.ts';
// The storefront forms' contracts load only with their lazy pages; their types here.
export type * from './contracts/forms.ts';
export type * from './contracts/index.ts';
// Staff-only contracts live outside the shared contracts entry (contracts/staff.ts); their types here.
export type * from './contracts/staff.ts';
export * from './format-money.ts';
export * from './money.ts';
export * from './paths.ts';
export * from './remotes.ts';
export * from './search-text.ts';
export * from './service-paths.ts';
export * from './shell-start.ts';
export * from './shop.ts';
export * from './timeslot-key.ts';
export * from './vocabulary.ts';
