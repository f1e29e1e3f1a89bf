import { render, screen, within } from '@testing-library/react';
import type { CurrentUser, ShopCode } from 'shared-domain';
import { customer, staff, warehouse } from 'shared-ui/testing.ts';
import { FakeRemotes, ShellTestFrame } from '../testing/fake-remotes.tsx';
import { Footer } from './footer.tsx';

function footerLinks(shop: ShopCode, user: CurrentUser | null, edited?: { label: string; link: string }[]) {
  render(
    <ShellTestFrame loader={new FakeRemotes({})} path="/" shop={shop} user={user} footerLinks={edited}>
      <Footer />
    </ShellTestFrame>,
  );
  const nav = within(screen.getByRole('contentinfo')).getByRole('navigation');
  return within(nav)
    .getAllByRole('link')
    .map((link) => `${link.textContent} ${link.getAttribute('href')}`);
}

const cases: { shop: ShopCode; who: string; user: CurrentUser | null; links: string[] }[] = [
  { shop: 'cz', who: 'anonymous', user: null, links: ['Můj účet /ucet'] },
  { shop: 'cz', who: 'customer', user: customer, links: ['Můj účet /ucet'] },
  { shop: 'cz', who: 'warehouse', user: warehouse, links: ['Můj účet /ucet', 'Sklad /sklad'] },
  { shop: 'cz', who: 'staff', user: staff, links: ['Můj účet /ucet', 'Administrace /admin', 'Sklad /sklad'] },
  { shop: 'ro', who: 'anonymous', user: null, links: ['Contul meu /cont'] },
  { shop: 'ro', who: 'customer', user: customer, links: ['Contul meu /cont'] },
  { shop: 'ro', who: 'warehouse', user: warehouse, links: ['Contul meu /cont', 'Depozit /depozit'] },
  {
    shop: 'ro',
    who: 'staff',
    user: staff,
    links: ['Contul meu /cont', 'Administrare /admin', 'Depozit /depozit'],
  },
];

describe('footer', () => {
  it.each(cases)('$shop: offers $who only the areas they may use', ({ shop, user, links }) => {
    expect(footerLinks(shop, user)).toEqual(links);
  });

  it('leads with the links staff edit in the admin, delivered with the boot data', () => {
    const edited = [
      { label: 'O nás', link: '/info/o-nas' },
      { label: 'Obchodní podmínky', link: '/info/obchodni-podminky' },
    ];
    expect(footerLinks('cz', null, edited)).toEqual([
      'O nás /info/o-nas',
      'Obchodní podmínky /info/obchodni-podminky',
      'Můj účet /ucet',
    ]);
  });
});
