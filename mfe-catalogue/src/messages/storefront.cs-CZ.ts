// Texts of the catalogue's storefront screens (Czech, reference): home page lists,
// favourites, last visited.
const storefrontCsCZ = {
  'catalogue.storefront.newlyStocked.title': 'Nově naskladněno',
  'catalogue.storefront.newlyStocked.empty': 'Zatím jsme nic nového nenaskladnili.',
  'catalogue.storefront.expected.title': 'Připravujeme',
  'catalogue.storefront.expected.empty': 'Žádné nové zboží teď neočekáváme.',
  'catalogue.storefront.expected.date': 'Očekáváme {date}',
  'catalogue.storefront.offers.title': 'Časově omezené nabídky',
  'catalogue.storefront.offers.empty': 'Právě neběží žádná časově omezená nabídka.',
  'catalogue.storefront.offers.was': 'Původně {price}',
  'catalogue.storefront.offers.endsIn':
    'Končí za {days, plural, =0 {méně než den} one {# den} few {# dny} many {# dne} other {# dní}} ({date})',
  'catalogue.storefront.lastVisited.title': 'Naposledy jste si prohlíželi',
  'catalogue.storefront.sectionError': 'Tuto část stránky se nepodařilo načíst',
  'catalogue.storefront.entries.title': 'Další služby',
  'catalogue.storefront.entries.buyout': 'Výkup zařízení',
  'catalogue.storefront.entries.buyoutText':
    'Prodejte nám svůj starý telefon, tablet nebo hodinky. Nacenění hned online.',
  'catalogue.storefront.entries.service': 'Servis',
  'catalogue.storefront.entries.serviceText':
    'Oprava displeje, baterie a\u00a0dalšího. Podívejte se na ceny servisních úkonů.',
  'catalogue.favourites.add': 'Přidat do oblíbených: {name}',
  'catalogue.favourites.remove': 'Odebrat z\u00a0oblíbených: {name}',
  'catalogue.favourites.saveFailed': 'Oblíbené se nepodařilo uložit. Zkuste to prosím znovu.',
  'catalogue.favourites.title': 'Oblíbené',
  'catalogue.favourites.empty': 'Zatím nemáte žádné oblíbené zboží',
  'catalogue.favourites.emptyHint': 'Srdíčkem u\u00a0produktu si ho uložíte sem, i\u00a0bez přihlášení.',
  'catalogue.favourites.browse': 'Prohlédnout katalog',
} as const;
export default storefrontCsCZ;
