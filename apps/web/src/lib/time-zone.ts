/** The browser's time zone ('Europe/Berlin'): the one the student's times are shown in. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
