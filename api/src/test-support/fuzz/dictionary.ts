// Values the api itself answered with (product seo names, order numbers, ids, codes), keyed by the
// field name they came under. Feeding them back as path parameters and fields makes requests get
// past "not found" and reach deeper code than random values would.

const MAX_VALUES_PER_KEY = 40;
const MAX_STRING_LENGTH = 120;

export type Harvested = string | number | boolean;

export class Dictionary {
  private readonly values = new Map<string, Harvested[]>();

  /** Walks a JSON answer and remembers its scalar values under their (normalized) key. */
  harvest(value: unknown, key = '', depth = 0): void {
    if (depth > 8) return;
    if (Array.isArray(value)) {
      for (const item of value.slice(0, 20)) this.harvest(item, key, depth + 1);
    } else if (value !== null && typeof value === 'object') {
      for (const [name, item] of Object.entries(value)) this.harvest(item, name, depth + 1);
    } else if (key && (typeof value === 'number' || typeof value === 'boolean')) {
      this.add(key, value);
    } else if (key && typeof value === 'string' && value.length <= MAX_STRING_LENGTH) {
      this.add(key, value);
    }
  }

  /** Values seen under this name (orderNumber, order_number and number all match "number"). */
  lookup(name: string): readonly Harvested[] {
    const exact = this.values.get(normalize(name));
    if (exact?.length) return exact;
    const tail = normalize(name).replace(/^(master|product|order|buyout|service|colour|component)/, '');
    const byTail = this.values.get(tail);
    if (byTail?.length) return byTail;
    // "seo" finds the values seen as seoName or seo_name.
    for (const [key, values] of this.values) if (key.startsWith(tail)) return values;
    return [];
  }

  private add(key: string, value: Harvested): void {
    const normalized = normalize(key);
    const list = this.values.get(normalized) ?? [];
    if (list.length >= MAX_VALUES_PER_KEY || list.includes(value)) return;
    list.push(value);
    this.values.set(normalized, list);
  }
}

function normalize(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}
