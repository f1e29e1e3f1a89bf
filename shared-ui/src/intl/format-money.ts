// The money format lives in shared-domain, so the api's e-mails write prices exactly as the screens do.
export { formatMoney } from 'shared-domain';
