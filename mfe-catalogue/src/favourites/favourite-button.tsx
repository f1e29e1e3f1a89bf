// Placeholder until the helper building it replaces it (issue 4, in progress).
export interface FavouriteButtonProps {
  productId: number;
  productName: string;
}

export function FavouriteButton(_props: FavouriteButtonProps) {
  return null;
}
