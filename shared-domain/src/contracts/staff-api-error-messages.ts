import type { StaffApiErrorCode } from '../api-error-codes.ts';
import type { Locale } from '../shop.ts';

// The words of the api errors only staff screens meet, outside the error catalogue the
// storefront's pages load: the api answers with them, and the admin's catalogue has them as
// `error.<code>` (which useApiErrorMessage prefers).
export const staffApiErrorMessages: Record<Locale, Record<StaffApiErrorCode, string>> = {
  'cs-CZ': {
    invoice_in_progress: 'Doklad se právě vytváří.',
    invoice_already_created: 'Doklad už je vytvořený.',
    invoice_not_created: 'Doklad ještě nebyl vytvořen.',
    credit_note_not_possible:
      'Dobropis lze vystavit jen k\u00a0zaplacené objednávce, která byla zrušena nebo od které zákazník odstoupil.',
    invoice_prices_incorrect: 'Ceny těchto faktur jsou nesprávné, a\u00a0proto je nelze importovat.',
    admin_discount_not_found: 'Sleva nebyla nalezena.',
    discount_archived: 'Sleva je archivovaná; nejdřív zrušte archivaci.',
    job_not_cancellable: 'Zrušit lze jen úlohu, která čeká nebo běží.',
    job_not_retryable: 'Znovu spustit lze jen úlohu, která selhala nebo byla zrušena.',
    requote_not_possible: 'Novou cenu lze zadat jen u\u00a0zakázky po diagnostice, před dokončením opravy.',
    installment_company_not_found: 'Splátkovou společnost jsme nenašli.',
    installment_price_list_not_found: 'Splátkový barem jsme nenašli.',
    installment_code_taken: 'Tento kód už v\u00a0obchodě používá jiná splátková společnost nebo barem.',
    installment_not_sendable:
      'Splátku nelze označit jako odeslanou: je už odeslaná, zamítnutá, nebo byla objednávka zrušena.',
    installment_finalise_failed:
      'Splátková společnost úvěr nepotvrdila. Stav splátky zůstal beze změny, zkuste to prosím znovu.',
    package_not_found: 'Balík jsme nenašli.',
    label_not_available: 'Balík nemá štítek dopravce: není dokončený, nebo jde na prodejnu.',
    handover_not_found: 'Předávací protokol jsme nenašli.',
    picking_order_not_found: 'Objednávka k\u00a0vychystání nebyla nalezena.',
    picking_not_allowed:
      'Objednávku teď nelze takto vychystat: je zablokovaná, už vychystaná, zabalená nebo zrušená. Případně nejdřív vychystávání resetujte.',
    picking_product_not_in_order: 'Tento produkt v\u00a0objednávce není.',
    crate_not_found: 'Bednu s\u00a0tímto kódem v\u00a0tomto skladu neznáme.',
    recount_not_needed: 'Tato skladová položka nečeká na přepočítání.',
    component_params_invalid: 'Parametry komponenty nelze uložit.',
    content_component_not_found: 'Komponentu jsme nenašli.',
    content_slug_taken: 'Stránka s\u00a0touto adresou v\u00a0tomto jazyce už existuje.',
    form_submission_not_found: 'Zprávu z\u00a0formuláře jsme nenašli.',
  },
  'ro-RO': {
    invoice_in_progress: 'Documentul se generează chiar acum.',
    invoice_already_created: 'Documentul a fost deja creat.',
    invoice_not_created: 'Documentul nu a fost încă creat.',
    credit_note_not_possible:
      'Factura de stornare se poate emite doar pentru o comandă plătită, anulată sau de la care clientul s-a retras.',
    invoice_prices_incorrect: 'Prețurile acestor facturi sunt incorecte și de aceea nu pot fi importate.',
    admin_discount_not_found: 'Reducerea nu a fost găsită.',
    discount_archived: 'Reducerea este arhivată; anulați mai întâi arhivarea.',
    job_not_cancellable: 'Se poate anula doar o sarcină care așteaptă sau rulează.',
    job_not_retryable: 'Se poate relua doar o sarcină eșuată sau anulată.',
    requote_not_possible:
      'Un preț nou se poate da doar unei fișe diagnosticate, înainte de finalizarea reparației.',
    installment_company_not_found: 'Nu am găsit compania de rate.',
    installment_price_list_not_found: 'Nu am găsit baremul de rate.',
    installment_code_taken:
      'Acest cod este deja folosit în magazin de o altă companie de rate sau de un alt barem.',
    installment_not_sendable:
      'Rata nu poate fi marcată ca trimisă: este deja trimisă, respinsă sau comanda a fost anulată.',
    installment_finalise_failed:
      'Compania de rate nu a confirmat creditul. Starea ratei a rămas neschimbată, vă rugăm să încercați din nou.',
    package_not_found: 'Nu am găsit coletul.',
    label_not_available: 'Coletul nu are etichetă de curier: nu este finalizat sau merge la magazin.',
    handover_not_found: 'Nu am găsit procesul-verbal de predare.',
    picking_order_not_found: 'Comanda de pregătit nu a fost găsită.',
    picking_not_allowed:
      'Comanda nu poate fi pregătită astfel acum: este blocată, deja pregătită, ambalată sau anulată. Dacă este cazul, resetați mai întâi pregătirea.',
    picking_product_not_in_order: 'Acest produs nu face parte din comandă.',
    crate_not_found: 'Nu cunoaștem o ladă cu acest cod în acest depozit.',
    recount_not_needed: 'Acest stoc nu așteaptă o renumărare.',
    component_params_invalid: 'Parametrii componentei nu pot fi salvați.',
    content_component_not_found: 'Nu am găsit componenta.',
    content_slug_taken: 'O pagină cu această adresă există deja în această limbă.',
    form_submission_not_found: 'Nu am găsit mesajul din formular.',
  },
};
