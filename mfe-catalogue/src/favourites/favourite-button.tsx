import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useToast } from 'shared-ui';
import { useGetFavouritesQuery, useSetFavouriteMutation } from '../storefront-api.ts';
import styles from './favourites.module.css';

export interface FavouriteButtonProps {
  productId: number;
  productName: string;
}

/**
 * The heart toggle of a product. It turns at once (optimistic) and turns back, with a message,
 * when the api refuses; anonymous visitors get a session on their first favourite.
 */
export function FavouriteButton({ productId, productName }: FavouriteButtonProps) {
  const intl = useIntl();
  const toast = useToast();
  const { isFavourite, list } = useGetFavouritesQuery(undefined, {
    selectFromResult: ({ data }) => ({
      list: data,
      isFavourite: data?.items.some((item) => item.id === productId) ?? false,
    }),
  });
  const [setFavourite] = useSetFavouriteMutation();
  // What the customer asked for, shown until a list from the api agrees or arrives after the save
  // (or the save fails). A list that was already on its way when they clicked does not undo it.
  const [wanted, setWanted] = useState<{ value: boolean; saved: boolean } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new list from the api settles the wish
  useEffect(
    () =>
      setWanted((current) => (current && (current.saved || current.value === isFavourite) ? null : current)),
    [list],
  );
  const pressed = wanted?.value ?? isFavourite;

  const toggle = async () => {
    const next = !pressed;
    setWanted({ value: next, saved: false });
    try {
      await setFavourite({ productId, favourite: next }).unwrap();
      setWanted((current) => current && { ...current, saved: true });
    } catch {
      setWanted(null);
      toast.show({ tone: 'error', message: intl.formatMessage({ id: 'catalogue.favourites.saveFailed' }) });
    }
  };

  const label = intl.formatMessage(
    { id: pressed ? 'catalogue.favourites.remove' : 'catalogue.favourites.add' },
    { name: productName },
  );
  return (
    <button
      type="button"
      className={styles.heart}
      aria-pressed={pressed}
      aria-label={label}
      title={label}
      onClick={toggle}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M12 21s-7.5-4.6-9.6-9.4C.9 8.1 3 4.5 6.6 4.5c2.1 0 3.6 1.2 4.4 2.6.8-1.4 2.3-2.6 4.4-2.6 3.6 0 5.7 3.6 4.2 7.1C19.5 16.4 12 21 12 21z"
          fill={pressed ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
    </button>
  );
}
