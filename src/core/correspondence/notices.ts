/**
 * When a correspondence turn's notice on the bell and the devices has not been seen (the bell read, or the game
 * opened) this long after the move, it follows by e-mail (decision 326): long enough for a person who checks
 * their phone a few times a day, short enough to leave a one-day move most of its time.
 */
export const UNSEEN_MAIL_AFTER_MS = 4 * 60 * 60 * 1000;
