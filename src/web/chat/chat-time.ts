/** Spec §3: chat timestamps as 24-hour hours and minutes, in the reader's time zone and language's digits. */
export function formatChatTime(timestamp: string, locale = 'en'): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    date,
  );
}
