import type { csCZ } from './cs-CZ.ts';

export const roRO: Record<keyof typeof csCZ, string> = {
  'shell.skipToContent': 'Salt la conținut',
  'shell.nav.label': 'Navigare principală',
  'shell.nav.catalogue': 'Catalog',
  'shell.nav.buyout': 'Răscumpărare',
  'shell.nav.service': 'Service',
  'shell.language': 'Limba',
  'shell.slot.userMenu': 'meniul utilizatorului',
  'shell.slot.cart': 'coșul',
  'shell.slot.megamenu': 'catalogul',
  'shell.slotFailed': 'Partea „{label}” nu a putut fi încărcată.',
  'shell.slotRetry': 'Încearcă din nou: {label}',
  'shell.loadingArea': 'Se încarcă pagina…',
  'shell.footer.label': 'Linkuri din subsol',
  'shell.footer.account': 'Contul meu',
  'shell.footer.admin': 'Administrare',
  'shell.footer.warehouse': 'Depozit',
  'shell.footer.tagline': 'Telefoane, tablete, ceasuri inteligente și accesorii',
};
