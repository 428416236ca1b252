const plainDate = /^\d{4}-\d{2}-\d{2}$/;

const formatters = {
  numeric: { day: '2-digit', month: '2-digit', year: 'numeric' },
  long: { day: 'numeric', month: 'long', year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DutchDateStyle = keyof typeof formatters;

const plainDateFormatters = {
  numeric: new Intl.DateTimeFormat('nl-NL', { ...formatters.numeric, timeZone: 'UTC' }),
  long: new Intl.DateTimeFormat('nl-NL', { ...formatters.long, timeZone: 'UTC' }),
};

const instantFormatters = {
  numeric: new Intl.DateTimeFormat('nl-NL', {
    ...formatters.numeric,
    timeZone: 'Europe/Amsterdam',
  }),
  long: new Intl.DateTimeFormat('nl-NL', { ...formatters.long, timeZone: 'Europe/Amsterdam' }),
};

/**
 * Formats an ISO date as a Dutch date: `numeric` gives '21-11-2026', `long` '21 november 2026'.
 * A plain date (yyyy-MM-dd) is taken as is; an instant (with time and zone) is shown as its date in
 * Europe/Amsterdam. Text that is no date comes back unchanged.
 */
export function formatDutchDate(iso: string, style: DutchDateStyle = 'numeric'): string {
  const isPlainDate = plainDate.test(iso);
  const date = new Date(isPlainDate ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return iso;
  return (isPlainDate ? plainDateFormatters : instantFormatters)[style].format(date);
}
