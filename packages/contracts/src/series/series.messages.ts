import { LIMITS } from '../constants';

/** What the API says about weekly series. */
export const SERIES_MESSAGES = {
  notFound: 'Series not found',
  frequencyInvalid: 'Repeat weekly or every two weeks',
  weekdaysRequired: 'Choose at least one weekday',
  weekdayInvalid: 'Weekdays are numbered 1 (Monday) to 7 (Sunday)',
  countInvalid: `A series has from 2 to ${LIMITS.seriesMaxOccurrences} dates`,
  untilInvalid: 'Please enter a valid end date',
  tooManyDates: `A series can have at most ${LIMITS.seriesMaxOccurrences} dates: choose an earlier end`,
  tooFewDates: 'These choices give fewer than 2 dates: choose more weekdays or a later end',
  scopeInvalid: 'Choose this one, this and following, or the whole series',
  notInSeries: 'This activity is not part of the series',
  nothingToJoin: 'You are already in every upcoming date of this series',
  nothingToCancel: 'No upcoming date of this series is left to cancel',
} as const;
