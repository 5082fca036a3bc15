/**
 * A date formatter, made on its first use and kept. The page's first one costs the most (the
 * browser loads its locale data, some 50 ms on a slow phone): made when a module loads, it held
 * up the screen's first paint even where no date shows yet.
 */
export function dateFormat(
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions,
): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat(locale, options));
}
