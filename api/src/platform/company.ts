import type { ShopCode } from 'shared-domain';

// Who sells in each shop: the identity a customer must find on the invoice and in every e-mail
// (trade name, registered address, company and VAT numbers, the registry entry), and how to reach
// the shop. One place, so the invoice and the e-mails cannot name the company differently.

export interface CompanyIdentity {
  /** The registered company name. */
  name: string;
  /** Registered office, one line. */
  address: string;
  /** Company and VAT numbers as the country writes them (IČO, DIČ / CUI, Reg. Com.). */
  registration: string;
  /** The customer hotline, written as the country dials it. */
  hotline: string;
  /** The customer service e-mail, also the shop's sender address. */
  email: string;
  /** Paths of the shop's pages the law wants named on an order confirmation. */
  termsPath: string;
  withdrawalInfoPath: string;
}

export const companies: Record<ShopCode, CompanyIdentity> = {
  cz: {
    name: 'Mobilní svět s.r.o.',
    address: 'Václavské náměstí 792/26, 110 00 Praha 1',
    registration: 'IČO: 12345679, DIČ: CZ12345679',
    hotline: '+420 800 100 200',
    email: 'obchod@example.cz',
    termsPath: '/obchodni-podminky',
    withdrawalInfoPath: '/obchodni-podminky#odstoupeni-od-smlouvy',
  },
  ro: {
    name: 'Lumea Mobilă S.R.L.',
    address: 'Bulevardul Unirii 27, 030823 București',
    registration: 'CUI: RO18547290, Reg. Com.: J40/12345/2006',
    hotline: '+40 800 100 200',
    email: 'magazin@example.ro',
    termsPath: '/termeni-si-conditii',
    withdrawalInfoPath: '/termeni-si-conditii#dreptul-de-retragere',
  },
};

/** The company's lines as an invoice and an e-mail footer print them. */
export function companyLines(shop: ShopCode): string[] {
  const company = companies[shop];
  return [company.name, company.address, company.registration];
}
