// The cache purge dialog's texts in Romanian; spread into ro-RO.ts.
export const cacheRoRO = {
  'admin.cache.open': 'Goliți memoria cache',
  'admin.cache.title': 'Golirea memoriei cache',
  'admin.cache.tabs': 'Ce se golește',
  'admin.cache.tab.default': 'Implicit',
  'admin.cache.tab.url': 'URL',
  'admin.cache.tab.key': 'Cheie',
  'admin.cache.tab.all': 'Goliți tot',
  'admin.cache.defaultText':
    'Vor fi golite toate paginile magazinului și toate răspunsurile salvate ale catalogului (cheile „html endpoint”).',
  'admin.cache.url': 'Adresa URL',
  'admin.cache.urlHint': 'Adresa completă sau calea, de exemplu /api/new/catalogue/products/iphone-16.',
  'admin.cache.keys': 'Chei',
  'admin.cache.keysHint': 'Chei separate prin spațiu, de exemplu product-12 menu.',
  'admin.cache.allText':
    'Va fi golită toată memoria cache a magazinului. Clienții așteaptă apoi puțin paginile noi.',
  'admin.cache.soft': 'Doar marcați ca învechite',
  'admin.cache.softHint': 'Paginile se încarcă din nou, iar dacă nu se poate, se afișează cele de până acum.',
  'admin.cache.submit.default': 'Goliți implicit',
  'admin.cache.submit.url': 'Goliți URL-ul',
  'admin.cache.submit.key': 'Goliți cheile',
  'admin.cache.submit.all': 'Goliți tot',
  'admin.cache.cancel': 'Renunțați',
  'admin.cache.done': 'Memoria cache a fost golită.',
  'admin.cache.failed': 'Golirea memoriei cache a eșuat.',
} as const;
