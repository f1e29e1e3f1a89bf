// The placeholder photo of a store without one: a shop front drawn in SVG, with the store's city on
// its sign, made here so the demo needs no image files. Its colour follows the kind of place.

const palette = { store: '#1f6feb', buyout: '#1a7f37', service: '#9a6700' } as const;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function renderStorePhoto(store: { name: string; city: string; kind: keyof typeof palette }): string {
  const colour = palette[store.kind];
  const sign = escapeXml(store.city);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400" width="640" height="400" role="img" aria-label="${escapeXml(store.name)}">
<rect width="640" height="400" fill="#e8eef5"/>
<rect x="0" y="330" width="640" height="70" fill="#c9d1d9"/>
<rect x="80" y="90" width="480" height="240" fill="#ffffff" stroke="#8c959f" stroke-width="4"/>
<rect x="80" y="90" width="480" height="60" fill="${colour}"/>
<text x="320" y="131" font-family="sans-serif" font-size="30" font-weight="700" fill="#ffffff" text-anchor="middle">${sign}</text>
<rect x="110" y="180" width="160" height="120" fill="#cfe3ff" stroke="#8c959f" stroke-width="3"/>
<rect x="370" y="180" width="160" height="120" fill="#cfe3ff" stroke="#8c959f" stroke-width="3"/>
<rect x="290" y="200" width="60" height="130" fill="${colour}" opacity="0.85"/>
<g fill="${colour}" opacity="0.6"><rect x="130" y="230" width="30" height="55" rx="5"/><rect x="175" y="230" width="30" height="55" rx="5"/><rect x="220" y="230" width="30" height="55" rx="5"/><rect x="390" y="230" width="30" height="55" rx="5"/><rect x="435" y="230" width="30" height="55" rx="5"/><rect x="480" y="230" width="30" height="55" rx="5"/></g>
</svg>`;
}
