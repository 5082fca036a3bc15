import {
  ACCOUNT_MESSAGES,
  AUTO_HIDE_REPORTERS,
  MODERATION_MESSAGES as M,
  type AuditEntry,
  type CreateReportRequest,
  type ModerationAction,
  type ModerationActionRequest,
  type Report,
} from '@peerconnect/contracts';
import mongoose from 'mongoose';
import { badRequest, conflict, forbidden, notFound } from '@/lib/app-error';
import type { ModeratedMessages } from '@/modules/messages';
import { isModerator, suspendStudent, usernamesOf } from '@/modules/users';
import type { LiveSessions } from '@/socket/live-sessions';
import { AuditModel, ReportModel, type ReportRecord } from './report.model';
import { reportedContent } from './reported-content';

const objectId = (id: string) => new mongoose.Types.ObjectId(id);
const isDuplicateKey = (error: unknown) => (error as { code?: unknown }).code === 11000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What the reporters of a target are told, without naming the moderator. */
const OUTCOME_TEXT: Record<ModerationAction, string> = {
  dismiss: 'no action was needed',
  hide: 'the content was removed',
  suspend: 'the account was suspended',
  ban: 'the account was banned',
};

export interface ModerationDeps {
  messages: ModeratedMessages;
  /** Cuts every socket of a suspended student (their tokens are revoked here). */
  sessions: Pick<LiveSessions, 'end'>;
  /** Tells each reporter how their report was decided (notifications, passed in by app.ts). */
  decided(reporterIds: string[], outcome: string): Promise<void>;
}

type Target = Pick<ReportRecord, 'targetType' | 'targetId'>;
const sameTarget = ({ targetType, targetId }: Target) => ({ targetType, targetId });

/**
 * Reports and what moderators do about them. A reporter is never named to anyone; a report keeps
 * the content as it was, so editing or deleting it afterwards hides nothing from moderators.
 */
export function createModerationService({ messages, sessions, decided }: ModerationDeps) {
  const content = reportedContent(messages);

  async function assertModerator(userId: string): Promise<void> {
    if (!(await isModerator(userId))) throw forbidden(M.moderatorsOnly);
  }

  const openReportersOf = (target: Target) =>
    ReportModel.countDocuments({ ...sameTarget(target), status: 'open' });

  const targetKey = ({ targetType, targetId }: Target) => `${targetType}:${targetId.toString()}`;

  /** How many open reports each of these targets has, in one query. */
  async function openReportersOfEach(targets: Target[]): Promise<Map<string, number>> {
    if (targets.length === 0) return new Map();
    const rows = await ReportModel.aggregate<{ _id: Target; count: number }>([
      { $match: { status: 'open', targetId: { $in: targets.map((target) => target.targetId) } } },
      {
        $group: { _id: { targetType: '$targetType', targetId: '$targetId' }, count: { $sum: 1 } },
      },
    ]);
    return new Map(rows.map((row) => [targetKey(row._id), row.count]));
  }

  /** The reports as moderators see them: authors' names and open reporters, read for all at once. */
  async function toReports(records: ReportRecord[]): Promise<Report[]> {
    const authorIds = records.flatMap((record) =>
      record.content?.author ? [record.content.author] : [],
    );
    const [names, reporters] = await Promise.all([
      usernamesOf(authorIds),
      openReportersOfEach(records.filter((record) => record.status === 'open')),
    ]);
    return records.map((record) => {
      const authorId = record.content?.author?.toString();
      const username = authorId ? names.get(authorId) : undefined;
      const author = authorId && username !== undefined ? { _id: authorId, username } : null;
      return {
        _id: record._id.toString(),
        targetType: record.targetType,
        targetId: record.targetId.toString(),
        reason: record.reason,
        ...(record.note ? { note: record.note } : {}),
        status: record.status,
        reporters:
          record.status === 'open' ? Math.max(reporters.get(targetKey(record)) ?? 0, 1) : 1,
        content: {
          text: record.content?.text ?? '',
          author,
          context: record.content?.context ?? '',
        },
        hidden: record.hidden,
        ...(record.outcome ? { outcome: record.outcome } : {}),
        createdAt: record.createdAt.toISOString(),
      };
    });
  }

  /** Suspends (for `days`) or bans (no end) the student: every session and socket ends at once. */
  async function suspend(userId: mongoose.Types.ObjectId, days?: number | null) {
    const until = days ? new Date(Date.now() + days * DAY_MS) : null;
    await suspendStudent(userId, until);
    sessions.end(userId.toString());
    return until;
  }

  return {
    async report(reporterId: string, input: CreateReportRequest) {
      const snapshot = await content.snapshot(reporterId, input.targetType, input.targetId);
      if (snapshot.author?.equals(reporterId)) throw badRequest(M.notYourself);
      const target = { targetType: input.targetType, targetId: objectId(input.targetId) };
      const hidden = await ReportModel.exists({ ...target, status: 'open', hidden: true });
      const created = await ReportModel.create({
        reporter: objectId(reporterId),
        ...target,
        reason: input.reason,
        note: input.note,
        content: snapshot,
        hidden: hidden !== null,
      }).catch((error: unknown) => {
        if (isDuplicateKey(error)) throw conflict(M.alreadyReported);
        throw error;
      });
      // Enough different students: the message goes at once, pending a moderator's review.
      if (
        input.targetType === 'message' &&
        !hidden &&
        (await openReportersOf(target)) >= AUTO_HIDE_REPORTERS
      ) {
        await content.hide('message', input.targetId);
        await ReportModel.updateMany({ ...target, status: 'open' }, { $set: { hidden: true } });
      }
      return { _id: created._id.toString(), status: 'open' as const, message: M.reported };
    },

    async list(moderatorId: string, status: 'open' | 'closed'): Promise<Report[]> {
      await assertModerator(moderatorId);
      const records = await ReportModel.find({ status })
        .sort({ createdAt: status === 'open' ? 1 : -1 })
        .limit(200)
        .lean<ReportRecord[]>();
      return toReports(records);
    },

    /** Decides every open report of the report's target at once, logs it and tells the reporters. */
    async act(moderatorId: string, reportId: string, input: ModerationActionRequest) {
      await assertModerator(moderatorId);
      const report = await ReportModel.findById(reportId).lean<ReportRecord>();
      if (!report) throw notFound(M.reportNotFound);
      if (report.status !== 'open') throw conflict(M.reportClosed);
      const subject = report.content?.author ?? null;
      let until: Date | null | undefined;
      if (input.action === 'dismiss' && report.hidden)
        await content.restore(
          report.targetType,
          report.targetId.toString(),
          report.content?.text ?? '',
        );
      if (input.action === 'hide')
        await content.hide(report.targetType, report.targetId.toString());
      if ((input.action === 'suspend' || input.action === 'ban') && subject)
        until = await suspend(subject, input.action === 'suspend' ? input.days : null);
      const open = await ReportModel.find(
        { ...sameTarget(report), status: 'open' },
        { reporter: 1 },
      ).lean();
      await ReportModel.updateMany(
        { _id: { $in: open.map((row) => row._id) } },
        {
          $set: {
            status: 'closed',
            outcome: input.action,
            ...(input.action === 'hide' ? { hidden: true } : {}),
            ...(input.action === 'dismiss' ? { hidden: false } : {}),
          },
        },
      );
      await AuditModel.create({
        moderator: objectId(moderatorId),
        action: input.action,
        ...sameTarget(report),
        subject,
        note: input.note,
        ...(until !== undefined ? { until } : {}),
        report: report._id,
      });
      await decided(
        open.map((row) => row.reporter.toString()),
        OUTCOME_TEXT[input.action],
      );
      const decidedReport = await ReportModel.findById(reportId).lean<ReportRecord>();
      const [view] = await toReports(decidedReport ? [decidedReport] : []);
      if (!view) throw notFound(M.reportNotFound);
      return view;
    },

    async audit(moderatorId: string): Promise<AuditEntry[]> {
      await assertModerator(moderatorId);
      const entries = await AuditModel.find().sort({ createdAt: -1 }).limit(200).lean();
      const names = await usernamesOf(
        entries.flatMap((entry) => [entry.moderator, entry.subject ?? []].flat()),
      );
      const person = (id: mongoose.Types.ObjectId) => ({
        _id: id.toString(),
        username: names.get(id.toString()) ?? ACCOUNT_MESSAGES.deletedStudent,
      });
      return entries.map((entry) => ({
        _id: entry._id.toString(),
        action: entry.action,
        moderator: person(entry.moderator),
        targetType: entry.targetType,
        targetId: entry.targetId.toString(),
        subject: entry.subject ? person(entry.subject) : null,
        note: entry.note,
        ...(entry.until !== undefined ? { until: entry.until?.toISOString() ?? null } : {}),
        createdAt: entry.createdAt.toISOString(),
      }));
    },
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
