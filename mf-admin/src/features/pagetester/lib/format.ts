import { DISPLAY_TIME_ZONE } from '@akademi/shared';

const TIME = new Intl.DateTimeFormat('tr-TR', {
  day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false,
  timeZone: DISPLAY_TIME_ZONE,
});

/** Turkish date and time with seconds; '-' for an unreadable value. */
export function formatLogTime(value: string | number | Date): string {
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? '-' : TIME.format(d);
}
