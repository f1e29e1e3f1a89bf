import type { CustomerErrorCode } from './api-error-codes.ts';

// What each error code means to a customer in Romanian. The api answers it where it has no more
// specific text; the fronts load it only when they first need it (it is not on the boot path).
// No values: a front only has the code, so the words must stand on their own.

export const roRO: Record<CustomerErrorCode, string> = {
  invalid_request: 'Cererea conține date nevalide. Vă rugăm să le verificați.',
  invalid_body: 'Cererea nu a putut fi procesată. Vă rugăm să încercați din nou.',
  malformed_json: 'Cererea nu a putut fi citită. Vă rugăm să încercați din nou.',
  payload_too_large: 'Datele trimise sunt prea mari.',
  unsupported_encoding: 'Cererea nu a putut fi procesată. Vă rugăm să încercați din nou.',
  unsupported_charset: 'Cererea nu a putut fi procesată. Vă rugăm să încercați din nou.',
  request_aborted: 'Trimiterea a fost întreruptă. Vă rugăm să încercați din nou.',
  too_many_parameters: 'Cererea conține prea multe date.',
  body_too_deep: 'Cererea nu a putut fi procesată. Vă rugăm să încercați din nou.',
  invalid_path: 'Adresa acestei pagini nu este validă.',
  route_not_found: 'Nu am găsit elementul solicitat.',
  csrf_rejected:
    'Am refuzat o cerere venită de pe alt site. Vă rugăm să reîncărcați pagina și să încercați din nou.',
  authentication_required: 'Vă rugăm să vă autentificați pentru a continua.',
  forbidden: 'Nu aveți permisiunea de a accesa această pagină.',
  rate_limited: 'Prea multe încercări. Vă rugăm să încercați din nou peste câteva momente.',
  invalid_idempotency_key:
    'Cererea nu a putut fi procesată. Vă rugăm să reîncărcați pagina și să încercați din nou.',
  idempotency_key_reused: 'Această cerere a fost deja trimisă. Vă rugăm să reîncărcați pagina.',
  database_unavailable:
    'Magazinul nu este disponibil momentan. Vă rugăm să încercați din nou peste câteva momente.',
  internal_error:
    'A apărut o eroare la procesarea cererii dumneavoastră. Vă rugăm să încercați din nou; dacă eroarea se repetă, sunați la linia de asistență.',
  invalid_credentials: 'E-mailul sau parola nu sunt corecte.',
  too_many_attempts: 'Prea multe încercări eșuate de autentificare. Vă rugăm să încercați mai târziu.',
  email_taken: 'Există deja un cont cu acest e-mail. Autentificați-vă sau resetați parola.',
  wrong_current_password: 'Parola actuală nu este corectă.',
  invalid_reset_token:
    'Linkul pentru resetarea parolei nu este valid, a fost deja folosit sau a expirat. Solicitați unul nou.',
  address_not_found: 'Adresa nu a fost găsită.',
  too_many_addresses:
    'Puteți salva un număr limitat de adrese de livrare. Ștergeți mai întâi una dintre ele.',
  product_not_found: 'Nu am găsit acest produs.',
  product_type_not_found: 'Nu am găsit această categorie de produse.',
  image_not_found: 'Această imagine a produsului nu există.',
  feed_not_found: 'Această listă de produse nu există.',
  search_term_too_short: 'Termenul căutat este prea scurt.',
  review_not_found: 'Recenzia nu a fost găsită.',
  not_samsung_product: 'În această campanie puteți evalua doar produse Samsung.',
  manufacturer_not_found: 'Nu avem dispozitive ale acestui producător în această categorie.',
  model_not_found: 'Nu am găsit acest model.',
  colour_not_found: 'Nu am găsit această culoare a modelului.',
  cart_item_not_found: 'Acest articol nu mai este în coș.',
  service_not_found: 'Acest serviciu nu este adăugat la produs.',
  out_of_stock: 'Produsul nu mai este în stoc în cantitatea dorită.',
  quantity_limit: 'Nu puteți adăuga în coș atâtea bucăți din același produs.',
  invalid_option: 'Nu oferim această opțiune pentru produs.',
  prolong_warranty_one_piece:
    'Codul de garanție extinsă este valabil pentru o singură bucată. Reduceți cantitatea la 1.',
  prolong_warranty_code_used: 'Acest cod de garanție extinsă a fost deja folosit.',
  buyout_bonus_exists: 'Produsul are deja un bonus de răscumpărare. Eliminați-l mai întâi.',
  buyout_already_used: 'Această răscumpărare a fost deja folosită ca bonus.',
  buyout_not_accepted: 'Bonusul poate fi folosit după ce primim dispozitivul și confirmăm răscumpărarea.',
  buyout_bonus_not_found: 'Produsul nu are un bonus de răscumpărare.',
  invalid_discount_code: 'Acest cod de reducere nu este valid.',
  invalid_discount: 'Coșul conține o reducere nevalidă. Vă rugăm să o eliminați înainte de a continua.',
  cart_empty: 'Coșul este gol. Adăugați mai întâi un produs.',
  isic_not_available: 'Momentan nu oferim reducere pentru cardul ISIC.',
  discount_already_applied: 'Această reducere este deja în coș.',
  discount_not_combinable: 'Această reducere nu se poate combina cu altă reducere din coș.',
  min_order_amount: 'Reducerea se aplică doar comenzilor de la o anumită valoare.',
  no_matching_products: 'Reducerea nu se aplică niciunui produs din coș.',
  discount_not_found: 'Această reducere nu este în coș.',
  discount_first_purchase_only: 'Această reducere este valabilă doar la prima comandă.',
  discount_customer_limit: 'Ați folosit deja această reducere.',
  empty_cart: 'Coșul este gol.',
  insurance_price_changed: 'Prețul asigurării s-a schimbat. Vă rugăm să o selectați din nou.',
  payment_not_allowed: 'Metoda de plată aleasă nu poate fi folosită cu livrarea selectată.',
  installment_not_offered: 'Oferta de rate aleasă nu este disponibilă pentru această comandă.',
  installment_out_of_limits: 'Această comandă nu poate fi plătită în rate.',
  installments_failed: 'Ne pare rău, dar calculul ratelor a eșuat.',
  store_not_found: 'Magazinul selectat nu există.',
  timeslot_not_offered: 'Intervalul ales nu mai este disponibil. Vă rugăm să alegeți altul.',
  pickup_point_unavailable:
    'Punctul de ridicare selectat nu este disponibil sau este aglomerat. Vă rugăm să alegeți altul.',
  delivery_unavailable:
    'Ne pare rău, metoda de livrare selectată nu este disponibilă momentan. Vă rugăm să alegeți alta.',
  twisto_failed:
    'A apărut o eroare la trimiterea comenzii către procesatorul de plăți Twisto. Vă rugăm să alegeți altă metodă de plată.',
  total_changed: 'Prețul comenzii s-a schimbat de la afișarea sumarului. Vă rugăm să verificați noul preț.',
  invalid_order: 'Comandă nevalidă.',
  order_not_found: 'Comanda nu a fost găsită.',
  order_items_missing: 'Produsele comenzii nu au putut fi găsite. Vă rugăm să contactați asistența.',
  order_cancelled: 'Nu vă puteți retrage dintr-o comandă anulată.',
  already_withdrawn: 'V-ați retras deja din acest contract.',
  withdrawal_period_over: 'Termenul pentru retragerea din contract a expirat.',
  invoice_not_available: 'Factura va fi disponibilă după plata sau livrarea comenzii.',
  credit_note_not_found: 'Nu există o factură de stornare pentru această comandă.',
  installment_not_found: 'Această comandă nu este plătită în rate.',
  payment_not_possible: 'Această comandă nu poate fi plătită online cu cardul.',
  payment_not_found: 'Plata nu a fost găsită.',
  payment_method_not_used: 'Această comandă nu se plătește astfel.',
  already_paid: 'Comanda este deja plătită.',
  order_closed:
    'Această comandă nu mai poate fi plătită, deoarece a fost anulată sau v-ați retras din contract.',
  quote_not_found: 'Evaluarea nu a fost găsită.',
  appraisal_not_found: 'Ne pare rău, dar a apărut o eroare la obținerea evaluării.',
  appraisal_outdated: 'Lista de prețuri s-a schimbat între timp. Vă rugăm să reîncărcați evaluarea.',
  answers_invalid:
    'Răspunsurile nu corespund întrebărilor acestei evaluări. Vă rugăm să reîncărcați evaluarea.',
  answers_incomplete: 'Vă rugăm să răspundeți la toate întrebările despre starea dispozitivului.',
  buyout_impossible: 'Din păcate, nu putem răscumpăra dispozitivul în această stare.',
  buyout_not_found: 'Răscumpărarea nu a fost găsită.',
  price_required: 'La reevaluare introduceți noul preț.',
  price_not_allowed: 'Prețul se poate introduce doar la reevaluare.',
  invalid_transition: 'Răscumpărarea nu poate trece din starea actuală în starea aleasă.',
  email_not_sent: 'Ne pare rău, dar e-mailul nu a putut fi trimis din cauza unei erori.',
  operations_invalid:
    'Nu oferim operațiunile de service alese pentru acest dispozitiv. Vă rugăm să le alegeți din nou.',
  colour_invalid: 'Această culoare nu aparține modelului ales.',
  centre_not_found: 'Acest centru de service nu există sau nu primește reparații.',
  service_order_not_found: 'Nu am găsit nicio fișă de service cu acest număr și această adresă de e-mail.',
  no_quote_to_approve: 'Această fișă de service nu are nicio ofertă de preț de aprobat.',
  quote_price_required: 'După diagnosticare introduceți prețul reparației.',
  quote_price_not_allowed: 'Prețul reparației se introduce doar odată cu diagnosticarea.',
  invalid_status_change: 'Fișa de service nu poate trece din starea actuală în starea aleasă.',
  // imports admin
  csv_required: 'Tip de fișier nevalid. Sunt permise doar fișiere CSV.',
  csv_columns_missing: 'Fișierul nu conține toate coloanele obligatorii.',
  import_not_found: 'Importul nu a fost găsit.',
  import_not_ready: 'Importul poate fi aplicat doar după terminarea simulării.',
  import_already_applied: 'Acest import a fost deja aplicat.',
  // orders admin
  nothing_selected: 'Trebuie să selectați cel puțin o comandă.',
  order_already_cancelled: 'Comanda este deja anulată.',
  order_not_cancellable: 'O comandă expediată sau livrată nu mai poate fi anulată.',
  // product grid admin
  nothing_to_assign: 'Trebuie să selectați produsele și categoriile pe care doriți să le actualizați.',
  unknown_categories: 'Unele categorii selectate nu mai există. Vă rugăm să reîncărcați pagina.',
  // product admin
  variant_ordered:
    'Varianta a fost deja comandată sau evaluată și nu poate fi ștearsă. Dezactivați-o în schimb.',
  value_taken: 'Această valoare este deja folosită de alt produs.',
  // platform admin: uploads and background jobs
  file_required: 'Selectați un fișier.',
  unsupported_file_type: 'Acest tip de fișier nu poate fi încărcat.',
  upload_not_found: 'Fișierul nu a fost găsit.',
  job_not_found: 'Sarcina nu a fost găsită.',
  // catalogue admin: the cache purge
  cache_purge_failed: 'Golirea memoriei cache a eșuat.',
  // category admin
  category_not_found: 'Categoria nu a fost găsită. Poate că între timp a fost ștearsă.',
  category_parent_not_found: 'Categoria părinte nu există. Vă rugăm să reîncărcați arborele.',
  category_move_into_itself: 'Categoria nu poate fi mutată în ea însăși sau într-o subcategorie a sa.',
  category_has_children:
    'Categoria nu poate fi ștearsă cât timp are subcategorii. Mutați-le sau ștergeți-le mai întâi.',
  category_has_products:
    'Categoria nu poate fi ștearsă cât timp conține produse. Eliminați-le mai întâi din ea.',
  seo_name_taken:
    'Acest nume SEO este deja folosit de altă categorie a magazinului. Vă rugăm să alegeți altul.',
  version_conflict:
    'Între timp, înregistrarea a fost modificată de altcineva. Vă rugăm să o reîncărcați și să refaceți modificările.',
  // master data admin: attributes, meta masters, accessory fits
  attribute_group_not_found: 'Nu am găsit acest grup de atribute.',
  attribute_not_found: 'Nu am găsit acest atribut.',
  attribute_code_taken: 'Acest cod este deja folosit.',
  attribute_group_not_empty: 'Grupul nu poate fi șters cât timp conține atribute.',
  attribute_in_use: 'Atributul este completat la unele produse.',
  attribute_change_in_use:
    'Tipul atributului și opțiunile folosite nu pot fi modificate cât timp produsele le au completate.',
  meta_master_not_found: 'Nu am găsit acest meta master.',
  not_an_accessory: 'Acest produs nu este un accesoriu.',
  not_a_device: 'Accesoriile pot fi asociate doar cu dispozitive.',
  api_unavailable:
    'Magazinul nu este disponibil momentan. Vă rugăm să încercați din nou peste câteva momente.',
  api_timeout: 'Magazinul răspunde greu acum. Vă rugăm să încercați din nou.',
  api_error: 'A apărut o eroare la încărcarea datelor. Vă rugăm să încercați din nou.',
  bad_request: 'Cererea nu a putut fi procesată. Vă rugăm să încercați din nou.',
  not_found: 'Nu am găsit elementul solicitat.',
  remote_file_not_found: 'O parte a magazinului nu a putut fi încărcată. Vă rugăm să reîncărcați pagina.',
};
