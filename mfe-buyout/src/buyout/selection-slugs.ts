import type { SelectedChoices } from 'shared-domain';
import type { SelectionSlugs } from 'shared-domain/buyout';

/** The URL segments of a selection (the seo names), as shared-domain's selectionPath reads them. */
export function slugsOf(selected: SelectedChoices): SelectionSlugs {
  return {
    type: selected.product_type?.seo_name,
    manufacturer: selected.manufacturer?.seo_name,
    model: selected.product_model?.seo_name,
    colour: selected.product_color?.seo_name,
  };
}

export function sameSlugs(a: SelectionSlugs, b: SelectionSlugs): boolean {
  return (
    a.type === b.type && a.manufacturer === b.manufacturer && a.model === b.model && a.colour === b.colour
  );
}
