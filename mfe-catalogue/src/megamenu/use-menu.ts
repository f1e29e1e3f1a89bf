import { useState } from 'react';
import { useGetMenuQuery } from '../storefront-api.ts';

/**
 * The menu tree, asked for only once the customer shows interest (hover, focus, opening): the
 * header of every page must not cost a request.
 */
export function useMenu() {
  const [wanted, setWanted] = useState(false);
  const { data, isError, refetch } = useGetMenuQuery(undefined, { skip: !wanted });
  return { data, isError, refetch, want: () => setWanted(true) };
}
