// The marketing e-mail service's script, which the cart loads (issue 5 item 10). Loaded only when
// the shop is configured with its URL, and only once however many pages ask for it.

const loaded = new Map<string, HTMLScriptElement>();

/** Adds `<script async src=url>` to the document once; nothing without a URL. */
export function loadMarketingScript(url: string | null | undefined): HTMLScriptElement | null {
  if (!url) return null;
  const known =
    loaded.get(url) ?? Array.from(document.scripts).find((script) => script.dataset.marketing === url);
  if (known) return known;
  const script = document.createElement('script');
  script.async = true;
  script.src = url;
  script.dataset.marketing = url;
  document.head.append(script);
  loaded.set(url, script);
  return script;
}
