import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShopCode } from 'shared-domain';
import { pushAnalyticsEvent, readConsent } from 'shared-ui/consent/consent.ts';
import { forgetCookieChoice } from 'shared-ui/testing.ts';
import { Footer } from '../layout/footer.tsx';
import { FakeRemotes, ShellTestFrame } from '../testing/fake-remotes.tsx';

function visit(shop: ShopCode = 'cz') {
  return render(
    <ShellTestFrame loader={new FakeRemotes({})} path="/" shop={shop} user={null}>
      <Footer />
    </ShellTestFrame>,
  );
}

beforeEach(() => {
  forgetCookieChoice();
  delete window.dataLayer;
});

describe('cookie consent banner', () => {
  it('shows on a first visit, after the first paint; "accept all" stores the choice and lets analytics in', async () => {
    const user = userEvent.setup();
    visit();
    // Not in the first render: the banner's chunk loads when the browser is idle.
    expect(screen.queryByRole('dialog')).toBeNull();
    pushAnalyticsEvent({ event: 'product_badge_view' });
    const banner = await screen.findByRole('dialog', { name: 'Soubory cookie' });
    expect(banner).toHaveAttribute('aria-modal', 'false');
    expect(within(banner).getByRole('link', { name: 'Zásady cookies' })).toHaveAttribute(
      'href',
      '/info/cookies',
    );
    expect(within(banner).getByRole('link', { name: 'Ochrana osobních údajů' })).toHaveAttribute(
      'href',
      '/info/ochrana-osobnich-udaju',
    );
    expect(window.dataLayer).toBeUndefined();
    await user.click(within(banner).getByRole('button', { name: 'Přijmout vše' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(readConsent()).toMatchObject({ version: 1, analytics: true, marketing: true });
    expect(localStorage.getItem('cookie-consent')).toMatch(/^1\.a1\.m1\.\d{4}-/);
    expect(window.dataLayer).toEqual([{ event: 'product_badge_view' }]);
  });

  it('"reject all" stores the refusal: nothing pushed, and no banner on the next visit', async () => {
    const user = userEvent.setup();
    const first = visit();
    pushAnalyticsEvent({ event: 'product_badge_view' });
    await user.click(await screen.findByRole('button', { name: 'Odmítnout vše' }));
    expect(readConsent()).toMatchObject({ analytics: false, marketing: false });
    expect(window.dataLayer).toBeUndefined();
    first.unmount();

    visit();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('settings: a switch per category, the necessary ones always on; saves just what was chosen', async () => {
    const user = userEvent.setup();
    visit();
    await user.click(await screen.findByRole('button', { name: 'Nastavení' }));
    const settings = screen.getByRole('dialog', { name: 'Nastavení cookies' });
    expect(settings).toHaveAttribute('aria-modal', 'true');
    const necessary = within(settings).getByRole('switch', { name: 'Nezbytné' });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    const analytics = within(settings).getByRole('switch', { name: 'Analytické' });
    expect(analytics).not.toBeChecked();
    expect(analytics).toHaveFocus();
    expect(within(settings).getByRole('switch', { name: 'Marketingové' })).not.toBeChecked();
    await user.click(analytics);
    await user.click(within(settings).getByRole('button', { name: 'Uložit volbu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(readConsent()).toMatchObject({ analytics: true, marketing: false });
  });

  it('is opened again from the footer with the stored choice; Escape closes it and returns the focus', async () => {
    const user = userEvent.setup();
    visit();
    await user.click(await screen.findByRole('button', { name: 'Odmítnout vše' }));
    const footerButton = within(screen.getByRole('contentinfo')).getByRole('button', {
      name: 'Nastavení cookies',
    });
    await user.click(footerButton);
    const settings = await screen.findByRole('dialog', { name: 'Nastavení cookies' });
    expect(within(settings).getByRole('switch', { name: 'Analytické' })).not.toBeChecked();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(footerButton).toHaveFocus();
    expect(readConsent()).toMatchObject({ analytics: false, marketing: false });

    pushAnalyticsEvent({ event: 'add_to_cart' });
    await user.click(footerButton);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Přijmout vše' }));
    expect(readConsent()).toMatchObject({ analytics: true, marketing: true });
    expect(window.dataLayer).toEqual([{ event: 'add_to_cart' }]);
    expect(footerButton).toHaveFocus();
  });

  it('keyboard: Tab stays inside the settings; Escape on the banner hides it without a choice', async () => {
    const user = userEvent.setup();
    visit();
    const banner = await screen.findByRole('dialog', { name: 'Soubory cookie' });
    within(banner).getByRole('button', { name: 'Nastavení' }).focus();
    await user.keyboard('{Enter}');
    const settings = screen.getByRole('dialog', { name: 'Nastavení cookies' });
    const analytics = within(settings).getByRole('switch', { name: 'Analytické' });
    await user.keyboard(' ');
    expect(analytics).toBeChecked();
    // Round the dialog: switches, two links, four buttons, then back to the first.
    for (let i = 0; i < 7; i += 1) await user.tab();
    expect(within(settings).getByRole('button', { name: 'Uložit volbu' })).toHaveFocus();
    await user.tab();
    expect(analytics).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(settings).getByRole('button', { name: 'Uložit volbu' })).toHaveFocus();
    // Escape leaves the settings for the banner (no choice yet), Escape again hides the banner.
    await user.keyboard('{Escape}');
    const again = screen.getByRole('dialog', { name: 'Soubory cookie' });
    within(again).getByRole('button', { name: 'Přijmout vše' }).focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(readConsent()).toBeNull();
  });

  it('speaks Romanian in the Romanian shop, with its legal pages', async () => {
    const user = userEvent.setup();
    visit('ro');
    const banner = await screen.findByRole('dialog', { name: 'Cookie-uri' });
    expect(within(banner).getByRole('link', { name: 'Confidențialitate' })).toHaveAttribute(
      'href',
      '/info/confidentialitate',
    );
    await user.click(within(banner).getByRole('button', { name: 'Setări' }));
    const settings = screen.getByRole('dialog', { name: 'Setări cookie' });
    expect(within(settings).getByRole('switch', { name: 'Necesare' })).toBeDisabled();
    await user.click(within(settings).getByRole('button', { name: 'Refuz toate' }));
    expect(readConsent()).toMatchObject({ analytics: false, marketing: false });
    expect(
      within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Setări cookie' }),
    ).toBeVisible();
  });
});
