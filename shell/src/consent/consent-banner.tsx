import { type KeyboardEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import type { Consent, ConsentCategory } from 'shared-domain/consent.ts';
import { buttonClassName, Link, useShop } from 'shared-ui';
import { readConsent, saveConsent } from 'shared-ui/consent/consent.ts';
import styles from './consent-banner.module.css';
import { type ConsentMessages, consentMessages, legalPaths } from './consent-messages.ts';

// The cookie consent: on a first visit a banner at the bottom of the window (a non-modal dialog
// that does not take the focus from the page) offers "accept all", "reject all" and the settings;
// the settings are a modal dialog with a switch per category (necessary ones always on), which
// keeps the focus inside and closes on Escape, returning the focus where it came from. Analytics
// and marketing wait for this choice (shared-ui/consent); nothing is stored until the visitor
// chooses. Opened again from the footer's "Cookie settings".

type View = 'banner' | 'settings' | 'closed';
type Choice = Pick<Consent, ConsentCategory>;

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), a[href]';
const ALL_OFF: Choice = { analytics: false, marketing: false };
const ALL_ON: Choice = { analytics: true, marketing: true };

export default function ConsentBanner({
  settingsRequests,
  opener,
}: {
  /** Grows each time the footer's button is pressed. */
  settingsRequests: number;
  opener: RefObject<HTMLElement | null>;
}) {
  const intl = useIntl();
  const t = consentMessages[intl.locale as keyof typeof consentMessages] ?? consentMessages['cs-CZ'];
  const [stored, setStored] = useState(readConsent);
  const [view, setView] = useState<View>(() =>
    settingsRequests > 0 ? 'settings' : stored ? 'closed' : 'banner',
  );
  const handled = useRef(settingsRequests);
  // Opened from the footer's button, the focus goes back there; from the banner, to the page's
  // main area (without scrolling the visitor away from what they were reading).
  const fromFooter = useRef(settingsRequests > 0);
  useEffect(() => {
    if (settingsRequests === handled.current) return;
    handled.current = settingsRequests;
    fromFooter.current = true;
    setView('settings');
  }, [settingsRequests]);
  const returnFocus = () => {
    if (fromFooter.current && opener.current?.isConnected) opener.current.focus();
    else document.getElementById('main')?.focus({ preventScroll: true });
  };

  const choose = (choice: Choice) => {
    const hadFocus = Boolean(document.activeElement?.closest('[data-consent]'));
    setStored(saveConsent(choice));
    setView('closed');
    if (hadFocus) returnFocus();
  };
  // Closing the settings without a choice leaves the banner up until the visitor chooses.
  const closeSettings = () => {
    setView(stored ? 'closed' : 'banner');
    if (stored || fromFooter.current) returnFocus();
  };

  if (view === 'closed') return null;
  return createPortal(
    view === 'banner' ? (
      <Banner
        t={t}
        onChoose={choose}
        onSettings={() => {
          fromFooter.current = false;
          setView('settings');
        }}
        onDismiss={() => setView('closed')}
      />
    ) : (
      <Settings t={t} initial={stored ?? ALL_OFF} onChoose={choose} onClose={closeSettings} />
    ),
    document.body,
  );
}

function LegalLinks({ t }: { t: ConsentMessages }) {
  const paths = legalPaths[useShop().shop];
  return (
    <p className={styles.links}>
      <Link to={paths.cookies}>{t.cookiesLink}</Link>
      <Link to={paths.privacy}>{t.privacyLink}</Link>
    </p>
  );
}

// Both dialogs end with the same choices: "reject all" and "accept all" after a way on (the
// settings, or closing them). The last button is the primary one: "accept all" in the banner,
// "save" (the switches as set) in the settings.
function Actions({
  t,
  onChoose,
  first,
  onSave,
}: {
  t: ConsentMessages;
  onChoose: (choice: Choice) => void;
  first: { label: string; onClick: () => void };
  onSave?: () => void;
}) {
  const button = (label: string, onClick: () => void, primary = false) => (
    <button type="button" className={buttonClassName(primary ? 'primary' : 'secondary')} onClick={onClick}>
      {label}
    </button>
  );
  return (
    <div className={styles.actions}>
      {button(first.label, first.onClick)}
      {button(t.rejectAll, () => onChoose(ALL_OFF))}
      {button(t.acceptAll, () => onChoose(ALL_ON), !onSave)}
      {onSave && button(t.save, onSave, true)}
    </div>
  );
}

function Banner({
  t,
  onChoose,
  onSettings,
  onDismiss,
}: {
  t: ConsentMessages;
  onChoose: (choice: Choice) => void;
  onSettings: () => void;
  onDismiss: () => void;
}) {
  const id = useId();
  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      className={styles.banner}
      data-consent=""
      // Escape hides the banner for this page without a choice: nothing needing consent runs.
      onKeyDown={(event) => event.key === 'Escape' && onDismiss()}
    >
      <div className={styles.bannerBody}>
        <h2 id={`${id}-title`} className={styles.title}>
          {t.title}
        </h2>
        <p id={`${id}-text`} className={styles.text}>
          {t.text}
        </p>
        <LegalLinks t={t} />
      </div>
      <Actions t={t} onChoose={onChoose} first={{ label: t.settings, onClick: onSettings }} />
    </section>
  );
}

function Settings({
  t,
  initial,
  onChoose,
  onClose,
}: {
  t: ConsentMessages;
  initial: Choice;
  onChoose: (choice: Choice) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [choice, setChoice] = useState(initial);
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => {
    dialog.current?.querySelector<HTMLElement>('input:not([disabled])')?.focus();
  }, []);
  // Tab and Shift+Tab go round inside the dialog; Escape closes it without a change.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = Array.from(dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };
  const categories: { key: ConsentCategory; label: string; hint: string }[] = [
    { key: 'analytics', label: t.analytics, hint: t.analyticsHint },
    { key: 'marketing', label: t.marketing, hint: t.marketingHint },
  ];
  return (
    <div className={styles.backdrop}>
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        className={styles.dialog}
        data-consent=""
        onKeyDown={onKeyDown}
      >
        <h2 id={`${id}-title`} className={styles.title}>
          {t.settingsTitle}
        </h2>
        <ul className={styles.categories}>
          <li>
            <input id={`${id}-necessary`} type="checkbox" role="switch" aria-checked checked disabled />
            <label htmlFor={`${id}-necessary`}>{t.necessary}</label>
            <p className={styles.hint}>{t.necessaryHint}</p>
          </li>
          {categories.map(({ key, label, hint }) => (
            <li key={key}>
              <input
                id={`${id}-${key}`}
                type="checkbox"
                role="switch"
                aria-checked={choice[key]}
                checked={choice[key]}
                aria-describedby={`${id}-${key}-hint`}
                onChange={(event) => setChoice({ ...choice, [key]: event.target.checked })}
              />
              <label htmlFor={`${id}-${key}`}>{label}</label>
              <p id={`${id}-${key}-hint`} className={styles.hint}>
                {hint}
              </p>
            </li>
          ))}
        </ul>
        <LegalLinks t={t} />
        <Actions
          t={t}
          onChoose={onChoose}
          first={{ label: t.close, onClick: onClose }}
          onSave={() => onChoose(choice)}
        />
      </div>
    </div>
  );
}
