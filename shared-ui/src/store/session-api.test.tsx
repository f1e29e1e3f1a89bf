import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { customer } from '../testing/demo-users.ts';
import { renderWithProviders } from '../testing/render-with-providers.tsx';
import { setupTestServer } from '../testing/test-server.ts';
import { api } from './api.ts';
import { useWhoAmIQuery } from './session-api.ts';

const server = setupTestServer(http.get('/api/new/accounts/me', () => HttpResponse.json({ user: customer })));

function Greeting() {
  const { data, error, isLoading } = useWhoAmIQuery();
  if (isLoading) return <p>Načítám…</p>;
  if (error) return <p role="alert">{'data' in error ? `${error.status}: ${error.data.code}` : 'chyba'}</p>;
  return <p>{data?.user ? `Dobrý den, ${data.user.firstName}` : 'Nepřihlášený'}</p>;
}

describe('useWhoAmIQuery', () => {
  it('asks the api who is logged in', async () => {
    renderWithProviders(<Greeting />);
    expect(await screen.findByText('Dobrý den, Jana')).toBeInTheDocument();
  });

  it('shows an anonymous visitor', async () => {
    server.use(http.get('/api/new/accounts/me', () => HttpResponse.json({ user: null })));
    renderWithProviders(<Greeting />);
    expect(await screen.findByText('Nepřihlášený')).toBeInTheDocument();
  });

  it('returns client errors as { status, data } without retrying them', async () => {
    let calls = 0;
    server.use(
      http.get('/api/new/accounts/me', () => {
        calls += 1;
        return HttpResponse.json(
          { type: 'forbidden', code: 'csrf_rejected', message: 'Zakázáno' },
          { status: 403 },
        );
      }),
    );
    renderWithProviders(<Greeting />);
    expect(await screen.findByRole('alert')).toHaveTextContent('403: csrf_rejected');
    expect(calls).toBe(1);
  });

  it('retries a server error after 1 s and shows the result', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      let calls = 0;
      server.use(
        http.get('/api/new/accounts/me', () => {
          calls += 1;
          return calls === 1
            ? HttpResponse.json({ type: 'upstream', code: 'db_down', message: 'Nedostupné' }, { status: 503 })
            : HttpResponse.json({ user: customer });
        }),
      );
      renderWithProviders(<Greeting />);
      await act(() => jest.advanceTimersByTimeAsync(999));
      expect(calls).toBe(1);
      expect(screen.getByText('Načítám…')).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(1));
      await waitFor(() => expect(calls).toBe(2));
      expect(await screen.findByText('Dobrý den, Jana')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it("refetches when the 'Session' tag is invalidated (e.g. after login)", async () => {
    const { store } = renderWithProviders(<Greeting />);
    expect(await screen.findByText('Dobrý den, Jana')).toBeInTheDocument();

    server.use(http.get('/api/new/accounts/me', () => HttpResponse.json({ user: null })));
    store.dispatch(api.util.invalidateTags(['Session']));

    expect(await screen.findByText('Nepřihlášený')).toBeInTheDocument();
  });
});
