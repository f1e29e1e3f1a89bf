import type { IdUnder as IdsUnderPrefix, SharedUiMessageId } from 'shared-ui';
import type { csCZ } from './cs-CZ.ts';

/** Every id the shell's sources may name: its own catalogue's and those of shared-ui's parts. */
export type MessageId = keyof typeof csCZ | SharedUiMessageId;

/** The ids under a prefix, without it: `t('label')` for `shell.footer.label`. */
export type IdUnder<Prefix extends string> = IdsUnderPrefix<Prefix, MessageId>;

// Registers the ids with react-intl for this package's program only: a misspelled id in
// formatMessage or <FormattedMessage> fails tsc. No other package imports this file, so the
// declaration does not reach their programs (shared-ui's sources stay valid under it).
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
