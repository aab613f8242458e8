import type { I18n, MessageId } from '@lingui/core';
import {
  BIO_MAX,
  DISPLAY_NAME_MAX,
  EMAIL_MAX,
  FULL_NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
} from '../../core/limits';
import { DELETED_PLAYER_NAME, GUEST_PLAYER_NAME } from '../../core/names';
import { loadedMessage } from './loaded-message';

type Wording = { id: MessageId; values?: Record<string, number | string> };

/**
 * The shared schemas' sentences (src/core/protocol), which both the browser's forms and the server's `invalid_input`
 * refusals say in English, each with its catalogue message. Written out here rather than imported: the schemas
 * bring zod, which the sign-in page loads only once its form is used (decision 183). input-messages.test.ts runs
 * the schemas and fails on a sentence of theirs this table does not know.
 */
const WORDING = new Map<string, Wording>([
  ['Email is required', { id: 'input.email.required' }],
  [
    `Email must be at most ${EMAIL_MAX} characters`,
    { id: 'input.email.tooLong', values: { max: EMAIL_MAX } },
  ],
  ['Please enter a valid email address', { id: 'input.email.invalid' }],
  ['Password is required', { id: 'input.password.required' }],
  [
    `Password must be at least ${PASSWORD_MIN} characters long`,
    { id: 'input.password.tooShort', values: { min: PASSWORD_MIN } },
  ],
  [
    `Password must be at most ${PASSWORD_MAX} characters long`,
    { id: 'input.password.tooLong', values: { max: PASSWORD_MAX } },
  ],
  ['Passwords do not match', { id: 'input.password.mismatch' }],
  ['Username is required', { id: 'input.username.required' }],
  [
    `Username must be ${USERNAME_MIN}–${USERNAME_MAX} letters, digits or underscores`,
    { id: 'input.username.rule', values: { min: USERNAME_MIN, max: USERNAME_MAX } },
  ],
  ['Please choose a name without offensive words', { id: 'input.name.offensive' }],
  ['Full name is required', { id: 'input.fullName.required' }],
  [
    `Full name must be at most ${FULL_NAME_MAX} characters`,
    { id: 'input.fullName.tooLong', values: { max: FULL_NAME_MAX } },
  ],
  [
    'Full name cannot contain line breaks or other control characters',
    { id: 'input.fullName.controlCharacters' },
  ],
  ['Full name cannot contain text-direction control characters', { id: 'input.fullName.directionControls' }],
  [
    'Full name cannot contain characters that are not text (such as U+FFFE)',
    { id: 'input.fullName.nonCharacters' },
  ],
  ['Full name must contain visible characters', { id: 'input.fullName.invisible' }],
  ['Full name cannot contain links or web addresses', { id: 'input.fullName.links' }],
  [
    `Display name must be at most ${DISPLAY_NAME_MAX} characters`,
    { id: 'input.displayName.tooLong', values: { max: DISPLAY_NAME_MAX } },
  ],
  [
    'Display name cannot contain line breaks or other control characters',
    { id: 'input.displayName.controlCharacters' },
  ],
  [
    'Display name cannot contain text-direction control characters',
    { id: 'input.displayName.directionControls' },
  ],
  [
    'Display name cannot contain characters that are not text (such as U+FFFE)',
    { id: 'input.displayName.nonCharacters' },
  ],
  ['Display name must contain visible characters', { id: 'input.displayName.invisible' }],
  [
    `Display name cannot be "${DELETED_PLAYER_NAME}"`,
    { id: 'input.displayName.reserved', values: { name: DELETED_PLAYER_NAME } },
  ],
  [
    `Display name cannot be "${GUEST_PLAYER_NAME}"`,
    { id: 'input.displayName.reserved', values: { name: GUEST_PLAYER_NAME } },
  ],
  [`Bio must be at most ${BIO_MAX} characters`, { id: 'input.bio.tooLong', values: { max: BIO_MAX } }],
]);

/**
 * A shared schema's sentence in the reader's language; null for a sentence this table does not know, or when the
 * `errors` area is not loaded (the English sentence is then the best there is).
 */
export function inputMessage(i18n: I18n, english: string): string | null {
  const wording = WORDING.get(english);
  return wording ? loadedMessage(i18n, wording.id, wording.values) : null;
}

/** The English sentences this table knows (its test checks the schemas say nothing else). */
export const KNOWN_INPUT_SENTENCES: ReadonlySet<string> = new Set(WORDING.keys());
