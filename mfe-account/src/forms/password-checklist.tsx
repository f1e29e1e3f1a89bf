import { useIntl } from 'react-intl';
import type { PasswordRuleCode } from 'shared-domain/validation';
import { passwordRuleFailures, passwordRuleParams } from 'shared-domain/validation';
import { useDebouncedValue, visuallyHidden } from 'shared-ui';
import type { MessageId } from '../messages/message-ids.ts';
import styles from './password-checklist.module.css';

// The password rules a user can work towards while typing. The length cap (128) is left out: nobody
// needs to be told, and the submit check still reports it at the field.
type ShownRule = Exclude<PasswordRuleCode, 'passwordMaxLength'>;
const shownRules: ShownRule[] = [
  'passwordMinLength',
  'passwordUppercase',
  'passwordLowercase',
  'passwordDigit',
  'passwordSpecial',
  'passwordNumeric',
];

/** Each shown rule in words: a new rule without its words fails tsc. */
const ruleText: Record<ShownRule, MessageId> = {
  passwordMinLength: 'account.passwordRules.passwordMinLength',
  passwordUppercase: 'account.passwordRules.passwordUppercase',
  passwordLowercase: 'account.passwordRules.passwordLowercase',
  passwordDigit: 'account.passwordRules.passwordDigit',
  passwordSpecial: 'account.passwordRules.passwordSpecial',
  passwordNumeric: 'account.passwordRules.passwordNumeric',
};

/** How long typing must pause before the live region speaks, so it is not read out per keystroke. */
export const ANNOUNCE_DELAY_MS = 700;

export interface PasswordChecklistProps {
  /** The password field points here with aria-describedby, so the rules are read on focus. */
  id: string;
  password: string;
}

/**
 * The password rules, each ticked as soon as the typed password passes it. The list itself is
 * silent; a polite live region says how many rules are met once the user stops typing.
 */
export function PasswordChecklist({ id, password }: PasswordChecklistProps) {
  const intl = useIntl();
  const failures = new Set(passwordRuleFailures(password));
  const met = shownRules.filter((rule) => !failures.has(rule)).length;
  const settledMet = useDebouncedValue(password === '' ? null : met, ANNOUNCE_DELAY_MS);

  let announcement = '';
  if (settledMet === shownRules.length) {
    announcement = intl.formatMessage({ id: 'account.passwordRules.allMet' });
  } else if (settledMet !== null) {
    announcement = intl.formatMessage(
      { id: 'account.passwordRules.progress' },
      { met: settledMet, total: shownRules.length },
    );
  }

  return (
    <div className={styles.checklist}>
      <div id={id}>
        <p id={`${id}-title`} className={styles.title}>
          {intl.formatMessage({ id: 'account.passwordRules.title' })}
        </p>
        <ul className={styles.rules} aria-labelledby={`${id}-title`}>
          {shownRules.map((rule) => {
            const passes = password !== '' && !failures.has(rule);
            return (
              <li key={rule} className={passes ? styles.met : styles.unmet}>
                <span className={styles.mark} aria-hidden="true">
                  {passes ? '✓' : '•'}
                </span>
                {intl.formatMessage({ id: ruleText[rule] }, passwordRuleParams[rule])}
                <span className={visuallyHidden}>
                  {` (${intl.formatMessage({ id: passes ? 'account.passwordRules.met' : 'account.passwordRules.unmet' })})`}
                </span>
              </li>
            );
          })}
        </ul>
      </div>
      <p role="status" className={visuallyHidden}>
        {announcement}
      </p>
    </div>
  );
}
