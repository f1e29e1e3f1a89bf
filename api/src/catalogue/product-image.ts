import { PRODUCT_IMAGE_SIZE } from 'shared-domain/contracts';

// The demo shop has no photographs: each product gets three generated pictures — front, back and
// side of a device silhouette for its type, in the product's colour, captioned with the model.

export interface ImageSubject {
  typeCode: string;
  modelName: string;
  manufacturer: string;
  colourHex: string | null;
}

const FALLBACK_COLOUR = '#9aa0a6';
const { width: W, height: H } = PRODUCT_IMAGE_SIZE;

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Dark text and edges on light colours, light ones on dark colours. */
function isLight(hex: string): boolean {
  const value = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  return 0.299 * r + 0.587 * g + 0.114 * b > 160;
}

type View = 1 | 2 | 3;

function phone(fill: string, edge: string, view: View, w: number, h: number): string {
  const x = (W - w) / 2;
  const y = 60;
  if (view === 3) {
    const depth = Math.round(w * 0.12);
    return `<rect x="${(W - depth) / 2}" y="${y}" width="${depth}" height="${h}" rx="${depth / 2}" fill="${fill}" stroke="${edge}" stroke-width="3"/>
<rect x="${(W + depth) / 2 - 1}" y="${y + 110}" width="5" height="60" rx="2" fill="${edge}"/>
<rect x="${(W - depth) / 2 - 4}" y="${y + 90}" width="5" height="36" rx="2" fill="${edge}"/>`;
  }
  const body = `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w * 0.16}" fill="${fill}" stroke="${edge}" stroke-width="3"/>`;
  if (view === 1) {
    return `${body}
<rect x="${x + 12}" y="${y + 12}" width="${w - 24}" height="${h - 24}" rx="${w * 0.13}" fill="#111418"/>
<rect x="${W / 2 - w * 0.15}" y="${y + 24}" width="${w * 0.3}" height="18" rx="9" fill="#000"/>`;
  }
  const lens = w * 0.13;
  return `${body}
<rect x="${x + 20}" y="${y + 20}" width="${w * 0.42}" height="${w * 0.42}" rx="${w * 0.09}" fill="${edge}" fill-opacity="0.18"/>
<circle cx="${x + 20 + lens * 1.1}" cy="${y + 20 + lens * 1.1}" r="${lens * 0.7}" fill="#1b1d21"/>
<circle cx="${x + 20 + lens * 1.1}" cy="${y + 20 + lens * 2.3}" r="${lens * 0.7}" fill="#1b1d21"/>`;
}

function watch(fill: string, edge: string, view: View): string {
  const strap = `<rect x="${W / 2 - 55}" y="40" width="110" height="420" rx="30" fill="${fill}" fill-opacity="0.85" stroke="${edge}" stroke-width="2"/>`;
  const caseWidth = view === 3 ? 60 : 170;
  const body = `<rect x="${W / 2 - caseWidth / 2}" y="160" width="${caseWidth}" height="200" rx="${view === 3 ? 24 : 46}" fill="${fill}" stroke="${edge}" stroke-width="3"/>`;
  if (view === 1) {
    return `${strap}${body}<rect x="${W / 2 - 70}" y="175" width="140" height="170" rx="36" fill="#111418"/>
<rect x="${W / 2 + 85}" y="220" width="12" height="40" rx="5" fill="${edge}"/>`;
  }
  if (view === 2)
    return `${strap}${body}<circle cx="${W / 2}" cy="260" r="48" fill="${edge}" fill-opacity="0.25"/>`;
  return `${strap}${body}`;
}

function accessory(fill: string, edge: string, view: View): string {
  if (view === 3) {
    return `<rect x="${W / 2 - 150}" y="200" width="300" height="90" rx="20" fill="${fill}" stroke="${edge}" stroke-width="3"/>`;
  }
  const inner =
    view === 1
      ? `<circle cx="${W / 2}" cy="230" r="70" fill="${edge}" fill-opacity="0.2"/>`
      : `<rect x="${W / 2 - 60}" y="170" width="120" height="120" rx="24" fill="${edge}" fill-opacity="0.2"/>`;
  return `<rect x="${W / 2 - 130}" y="90" width="260" height="290" rx="40" fill="${fill}" stroke="${edge}" stroke-width="3"/>${inner}`;
}

function silhouette(typeCode: string, fill: string, edge: string, view: View): string {
  switch (typeCode) {
    case 'phones':
      return phone(fill, edge, view, 200, 400);
    case 'tablets':
      return phone(fill, edge, view, 300, 400);
    case 'smartwatches':
      return watch(fill, edge, view);
    default:
      return accessory(fill, edge, view);
  }
}

/** Picture n (1 front, 2 back, 3 side) of the product as a standalone SVG document. */
export function renderProductImage(subject: ImageSubject, n: View): string {
  const fill = subject.colourHex ?? FALLBACK_COLOUR;
  const edge = isLight(fill) ? '#5f6368' : '#dadce0';
  const caption = escapeXml(`${subject.manufacturer} ${subject.modelName}`);
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img">
<title>${caption}</title>
<rect width="${W}" height="${H}" fill="#f4f5f7"/>
${silhouette(subject.typeCode, fill, edge, n)}
<text x="${W / 2}" y="${H - 50}" text-anchor="middle" font-family="system-ui, sans-serif" font-size="28" fill="#202124">${caption}</text>
</svg>
`;
}
