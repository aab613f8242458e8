const pad = (n: number) => String(n).padStart(2, '0');

/** Spec §3: chat timestamps as 24-hour hours and minutes, in the reader's time zone. */
export function formatChatTime(timestamp: string): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
