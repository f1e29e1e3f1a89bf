/** Text placed into HTML (an element's text or a quoted attribute) as characters, never markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
