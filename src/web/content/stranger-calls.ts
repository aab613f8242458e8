import type { LegalSection } from './legal';

/**
 * What the Terms and the Privacy Policy say of calls with strangers (decision 284): a game the lobby
 * paired, with someone who is not a friend.
 */
export const STRANGER_CALLS_TERMS: LegalSection = {
  heading: 'Calls with strangers',
  paragraphs: [
    'A game the lobby pairs you for (quick pairing or an accepted seek) may be with someone you do not know. Its video call is for adults only: before your first one, you declare that you are 18 or over. By declaring it you confirm that it is true; we do not check documents, and an account that lies about it may be closed. Without the declaration, lobby games have no call; the chat and the game work as always.',
    'In a call with a stranger both cameras and microphones start off. Nobody sees you until you press "Show my camera", and "Hide my camera" stops it at once. Games with friends, and games you started by link, invitation or challenge, keep the call as before.',
    'You may turn calls with strangers off in your profile at any time: your lobby games then have no call, and the lobby shows your seeks as "no call". If someone behaves badly, report them from the game room (during or after the game), their profile or a chat line, and block them: a blocked player is never paired with you again. Moderators may warn, mute, bar from the lobby or close the accounts of people who break these terms.',
  ],
};

export const STRANGER_CALLS_PRIVACY: LegalSection = {
  heading: 'Calls with strangers',
  paragraphs: [
    'When you declare that you are 18 or over, we store that you did and when (the date and time), so that lobby games can offer you a call with people you do not know. We keep it with your account and it goes when your account goes; it is part of your data export. Whether you turned calls with strangers off is stored the same way, and you can change it in your profile.',
    'In such a call your camera and microphone start off and are opened only when you choose "Show my camera" or turn the microphone on. Our server relays only whether your camera is shown, to the other player, and forgets it when the server restarts. Nothing of a call is ever recorded, not even for a report: a report carries the game, its chat lines, the time and whether a call was on, never any picture or sound.',
  ],
};

/** The sections with `section` put just before the one headed `before` (at the end if there is none). */
export function withSection(
  sections: readonly LegalSection[],
  section: LegalSection,
  before: string,
): LegalSection[] {
  const at = sections.findIndex((s) => s.heading === before);
  if (at < 0) return [...sections, section];
  return [...sections.slice(0, at), section, ...sections.slice(at)];
}
