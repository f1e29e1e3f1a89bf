import { useSearchParams } from 'shared-ui';

/** The order a page is about and its access token, both from the address (?number=&token=). */
export function useOrderAccess(): { number: string; token: string } | null {
  const [params] = useSearchParams();
  const number = params.get('number')?.trim();
  const token = params.get('token')?.trim();
  return number && token ? { number, token } : null;
}
