import { useLocation, useNavigate } from 'shared-ui';

/** Shows the router's current URL and offers the browser's back and forward, for tests. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <div>
      <output aria-label="Aktuální adresa">{`${pathname}${search}`}</output>
      <button type="button" onClick={() => navigate(-1)}>
        test:back
      </button>
      <button type="button" onClick={() => navigate(1)}>
        test:forward
      </button>
    </div>
  );
}
