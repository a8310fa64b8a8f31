// Turkish date/time for the portal (spec 3 §9: dates in Turkish locale).
const DATE_TIME = new Intl.DateTimeFormat('tr-TR', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });

export function formatDateTimeTr(value: string | null | undefined): string {
  if (!value) return '';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? '' : DATE_TIME.format(d);
}

/** Seconds as rounded minutes (spec 3 §3: rounded sum of seconds / 60). */
export function minutesOf(seconds: number | string | null | undefined): number {
  const n = typeof seconds === 'number' ? seconds : Number(seconds);
  return Number.isFinite(n) ? Math.round(n / 60) : 0;
}
