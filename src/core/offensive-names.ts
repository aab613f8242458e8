import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';

let matcher: RegExpMatcher | null = null;

/**
 * Whether a chosen name (a username, a display name, a guest's name) holds an offensive English word, as the
 * `obscenity` library's English list and its look-alike transformers find it ("sh1t", "f.u.c.k", "Fuuuck"),
 * without the Scunthorpe problem of a plain substring list. Names are seen by strangers in the lobby and
 * beside every game. The matcher is built on first use, not at import, so pages that never check a name do
 * not pay for it.
 */
export function isOffensiveName(name: string): boolean {
  matcher ??= new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });
  return matcher.hasMatch(name);
}

export const OFFENSIVE_NAME_TEXT = 'Please choose a name without offensive words';
