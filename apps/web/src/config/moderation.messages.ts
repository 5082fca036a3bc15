import type { ModerationAction, ReportReason, ReportTargetType } from '@peerconnect/contracts';

/** What the report action and the /moderation page say. */
export const MODERATION_TEXT = {
  report: 'Report',
  reportTitle: {
    user: 'Report this student',
    message: 'Report this message',
    activity: 'Report this activity',
  } satisfies Record<ReportTargetType, string>,
  reportHint: 'Moderators will look at it. Nobody is told who reported it.',
  reasonLabel: 'Why?',
  reasons: {
    spam: 'Spam or advertising',
    harassment: 'Harassment or bullying',
    inappropriate: 'Inappropriate content',
    safety: 'Someone may be in danger',
    other: 'Something else',
  } satisfies Record<ReportReason, string>,
  noteLabel: 'Anything moderators should know (optional)',
  sendReport: 'Send report',
  sending: 'Sending...',
  cancel: 'Cancel',
  reportFailed: 'The report could not be sent. Please try again.',
  title: 'Moderation',
  queue: 'Open reports',
  emptyQueue: 'No open reports. Nothing needs a decision.',
  loadFailed: 'The reports could not be loaded.',
  audit: 'Audit log',
  emptyAudit: 'No moderation actions yet.',
  reportedBy: (count: number) =>
    count === 1 ? 'Reported by 1 student' : `Reported by ${count} students`,
  hiddenPending: 'Hidden pending review',
  by: (name: string) => `by ${name}`,
  deletedAuthor: 'a deleted student',
  reporterNote: 'Reporter’s note',
  decide: 'Decision',
  actions: {
    dismiss: 'Dismiss',
    hide: 'Hide the content',
    suspend: 'Suspend the author',
    ban: 'Ban the author',
  } satisfies Record<ModerationAction, string>,
  done: {
    dismiss: 'dismissed',
    hide: 'hid',
    suspend: 'suspended',
    ban: 'banned',
  } satisfies Record<ModerationAction, string>,
  daysLabel: 'Days',
  decisionNote: 'Note for the audit log',
  apply: 'Apply',
  decisionFailed: 'The decision could not be saved. Please try again.',
  auditLine: (moderator: string, action: string, subject: string) =>
    `${moderator} ${action} ${subject}`,
  until: (date: string) => `until ${date}`,
  targets: {
    user: 'a profile',
    message: 'a message',
    activity: 'an activity',
  } satisfies Record<ReportTargetType, string>,
};
