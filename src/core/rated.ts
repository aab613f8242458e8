/**
 * How a game's rating stakes read beside its clock, the same on every screen: the room header, a
 * challenge as received, the history and the game cards (decisions 271 and 277).
 */
export function ratedLabel(rated: boolean): 'Rated' | 'Casual' {
  return rated ? 'Rated' : 'Casual';
}
