/** The browser's time zone ('Europe/Berlin'): the one the student's times are shown in. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The clock's offsets from UTC in January and July ('-60 -120'), which change with the browser's
 * zone. Unlike the zone's name, reading them loads no locale data.
 */
export function clockOffsets(): string {
  const year = new Date().getFullYear();
  return [0, 6].map((month) => new Date(year, month, 1).getTimezoneOffset()).join(' ');
}
