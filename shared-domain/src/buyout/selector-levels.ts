// The device selector's levels, in order: each choice loads the next level's choices.
// Buyout and service select devices the same way.
export const selectorLevels = ['product_type', 'manufacturer', 'product_model', 'product_color'] as const;
export type SelectorLevel = (typeof selectorLevels)[number];
