/** Where the signed-in user's own data lives. */
export const MY_ACCOUNT_API = '/api/new/accounts/me';
