import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AppProviders, createShopStore } from 'shared-ui';
import { serverFieldErrorsOf, useServerFieldErrors } from './use-server-field-errors.ts';

const invalid = {
  status: 400,
  data: {
    type: 'validation',
    code: 'invalid_body',
    message: 'Invalid body.',
    errors: { form: { name: ['Toto pole je povinné.'], 'texts.0.seoName': ['Příliš dlouhé.', 'Jiné'] } },
  },
};

function wrapper({ children }: { children: ReactNode }) {
  return (
    <AppProviders store={createShopStore()} boot={{ shop: 'cz', locale: 'cs-CZ', currency: 'CZK' }}>
      {children}
    </AppProviders>
  );
}

describe('server field errors', () => {
  it("puts a 400's messages at their fields by dotted path", () => {
    expect(serverFieldErrorsOf(invalid)).toEqual({
      name: 'Toto pole je povinné.',
      'texts.0.seoName': 'Příliš dlouhé.',
    });
    expect(
      serverFieldErrorsOf({ status: 409, data: { type: 'conflict', code: 'conflict', message: 'x' } }),
    ).toBeNull();
  });

  it('keeps a failure that is not about fields for an alert, and clears both', async () => {
    const { result } = renderHook(() => useServerFieldErrors(), { wrapper });
    act(() => result.current.setFromError(invalid));
    expect(result.current.fieldErrors.name).toBe('Toto pole je povinné.');
    expect(result.current.formError).toBeNull();
    act(() =>
      result.current.setFromError({ status: 0, data: { type: 'upstream', code: 'network', message: 'x' } }),
    );
    expect(result.current.fieldErrors).toEqual({});
    await waitFor(() =>
      expect(result.current.formError).toMatch(/^Při zpracování vašeho požadavku došlo k.chybě/),
    );
    act(() => result.current.clear());
    expect(result.current.formError).toBeNull();
  });
});
