// JSON placed inside an HTML <script> element ends at the first "</script", whatever the JSON
// means: a product or user name containing it would inject markup. Escaping every "<", ">" and
// "&" as a JSON unicode escape keeps the text inert in HTML and parses back to the same value.
// U+2028/U+2029 are escaped too, so the text is also safe to read as JavaScript.
const unsafe = /[<>&\u2028\u2029]/g;

export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(
    unsafe,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
