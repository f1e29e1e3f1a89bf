import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupTestServer } from 'shared-ui/testing.ts';
import { pageData, productDetail } from '../../../product/product-fixtures.ts';
import { renderCatalogueAt } from '../../../testing/catalogue-routes.tsx';

const expected = productDetail({ seoName: 'apple-iphone-17', name: 'Apple iPhone 17' });
const arriving = { ...expected, stock: { ...expected.stock, online: 0, stores: [] } };
let reservations = 0;

setupTestServer(
  http.get('/api/bff/product-page', ({ request }) => {
    const seo = new URL(request.url).searchParams.get('seo');
    if (seo === 'apple-iphone-17') return HttpResponse.json(pageData(arriving));
    if (seo === 'in-stock') return HttpResponse.json(pageData(productDetail({ seoName: 'in-stock' })));
    return HttpResponse.json(
      { type: 'not_found', code: 'product_not_found', message: 'Nenalezeno.' },
      { status: 404 },
    );
  }),
  http.post('/api/new/landing/preorders', () => {
    reservations += 1;
    return HttpResponse.json(
      { created: reservations === 1, expectedAt: '2026-06-15' },
      { status: reservations === 1 ? 201 : 200 },
    );
  }),
);

describe('preorder of an expected product', () => {
  it('reserves it with an e-mail (checked first) and says when it is expected', async () => {
    const { user } = renderCatalogueAt('/predobjednavka/apple-iphone-17');
    expect(
      await screen.findByRole('heading', { name: 'Předobjednávka: Apple iPhone 17' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Předobjednat' }));
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toBeInvalid();
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'cekam@example.cz');
    await user.click(screen.getByRole('button', { name: 'Předobjednat' }));
    expect(await screen.findByText('Předobjednávka je přijata')).toBeInTheDocument();
    expect(screen.getByText(/Očekáváme ho 15\. 6\. 2026\./)).toBeInTheDocument();
    expect(reservations).toBe(1);
  });

  it('sends a visitor of a product in stock to buy it instead', async () => {
    renderCatalogueAt('/predobjednavka/in-stock');
    expect(await screen.findByText('Tento produkt je skladem', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Přejít k\u00a0nákupu' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Předobjednat' })).not.toBeInTheDocument();
  });

  it('answers an unknown product with the not-found page', async () => {
    renderCatalogueAt('/predobjednavka/no-such-phone');
    expect(
      await screen.findByRole('heading', { name: 'Stránka nenalezena' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
