import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'shared-ui';

interface TokenState {
  resetToken?: unknown;
}

/**
 * The token of the e-mail's link (`?token=`). Read once, it moves from the address into the history
 * entry's state (replace, same path): it is not left in the address bar, the browser history or a
 * Referer, yet a reload of the page still has it.
 */
export function useResetToken(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const fromQuery = searchParams.get('token');
  const stored = (location.state as TokenState | null)?.resetToken;
  const fromState = typeof stored === 'string' ? stored : null;

  useEffect(() => {
    if (fromQuery !== null) {
      navigate(location.pathname, { replace: true, state: { resetToken: fromQuery } });
    }
  }, [fromQuery, location.pathname, navigate]);

  return fromQuery ?? fromState;
}
