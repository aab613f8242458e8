/**
 * The event the React root sends on `document` once the page is live, heard by the inline wake-on-touch script
 * (decision 239). A module of its own: the app needs only this name, not the script's text beside it.
 */
export const AWAKE_EVENT = 'chesschat:awake';
