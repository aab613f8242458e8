/** Debian's Chromium; test tools' own browser downloads do not work on these machines. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
