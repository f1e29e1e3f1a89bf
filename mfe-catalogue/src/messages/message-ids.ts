import type { IdUnder as IdsUnderPrefix, SharedUiMessageId } from 'shared-ui';
import type contentCsCZ from './content.cs-CZ.ts';
import type csCZ from './cs-CZ.ts';

/**
 * The ids a catalogue spells out. The content errors (`error.<code>`) join the content catalogue
 * as a `Record<string, string>`, whose index signature would admit any string: they are named only
 * at run time, from the api's answer, so the sources never spell them and they drop out here.
 */
type SpelledIds<Catalogue> = keyof {
  [Id in keyof Catalogue as string extends Id ? never : Id]: Catalogue[Id];
};

/**
 * Every id the catalogue's sources may name: its own catalogue's (the one every page loads and the
 * content pages' one) and those of shared-ui's parts.
 */
export type MessageId = SpelledIds<typeof csCZ> | SpelledIds<typeof contentCsCZ> | SharedUiMessageId;

/** The ids under a prefix, without it: `t('title')` for `catalogue.notFound.title`. */
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
