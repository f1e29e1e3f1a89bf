import { render } from '@testing-library/react';
import { useMetaDescription } from './use-meta-description.ts';

function Page({ description }: { description: string | null }) {
  useMetaDescription(description);
  return null;
}

const metaContent = () =>
  document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? null;

afterEach(() => {
  for (const meta of document.head.querySelectorAll('meta[name="description"]')) meta.remove();
});

describe('useMetaDescription', () => {
  it('adds the description and removes it on leaving when the document had none', () => {
    const { unmount } = render(<Page description="Nový iPhone se zárukou." />);
    expect(metaContent()).toBe('Nový iPhone se zárukou.');
    unmount();
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
  });

  it("replaces the shop's description and puts it back on leaving or when the page has none", () => {
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = 'Obchod s telefony';
    document.head.append(meta);

    const { rerender, unmount } = render(<Page description="Popis produktu" />);
    expect(metaContent()).toBe('Popis produktu');
    rerender(<Page description={null} />);
    expect(metaContent()).toBe('Obchod s telefony');
    rerender(<Page description="Jiný produkt" />);
    expect(metaContent()).toBe('Jiný produkt');
    unmount();
    expect(metaContent()).toBe('Obchod s telefony');
  });
});
