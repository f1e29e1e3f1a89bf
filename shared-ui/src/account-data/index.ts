// `shared-ui/account-data`: the signed-in customer's profile and saved addresses. An entry of its
// own (not the boot-time 'shared-ui' singleton), so only the account and the checkout carry it.
export { accountDataApi, useAccountAddressesQuery, useAccountProfileQuery } from './account-data-api.ts';
