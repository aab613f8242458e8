/**
 * The level (0–1 on the -60…0 dBFS scale of use-mic-level) from which a tile shows its speaking ring:
 * -42 dBFS, above a quiet room's hum and below ordinary speech.
 */
export const SPEAKING_LEVEL = 0.3;
