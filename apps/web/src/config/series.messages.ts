/** The weekly series' texts: the form's repeat section, the dates list, editing and cancelling. */
export const SERIES_TEXT = {
  repeatLabel: 'Repeat',
  repeatOptions: {
    none: 'Does not repeat',
    weekly: 'Every week',
    biweekly: 'Every two weeks',
  },
  badge: { weekly: 'Weekly', biweekly: 'Every two weeks' },
  weekdaysLegend: 'On',
  weekdays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  weekdayNames: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  endsLegend: 'Ends',
  endsAfter: 'After',
  endsOn: 'On',
  timesLabel: 'Number of dates',
  untilLabel: 'Last day',
  datesPreview: (count: number, last: string) => `${count} dates, the last on ${last}`,
  pictureNote: 'Each date of a series shows its category’s picture.',
  chatNote: 'Each date has its own chat, with the students going that day.',

  datesTitle: 'Dates in this series',
  datesLoadFailed: 'The other dates of this series could not be loaded.',
  thisDate: 'This date',
  youAreIn: 'You’re in',
  youWait: 'On the waitlist',
  cancelledDate: 'Cancelled',
  joinAll: 'Join all in the series',
  joiningAll: 'Joining...',

  applyLegend: 'Apply changes to',
  scopes: {
    this: 'This date only',
    following: 'This and following dates',
    all: 'The whole series',
  },
  cancelSeriesIntro:
    'Cancelled dates stay visible, nobody can join them, and everyone who joined or waits is told once.',
} as const;
