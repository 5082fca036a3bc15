import * as C from '@peerconnect/contracts';
import type { z } from 'zod';

/** The component names request and response schemas appear under in the document. */
export interface NamedSchemas {
  requests: Record<string, z.ZodType>;
  responses: Record<string, z.ZodType>;
}

/** Schemas that appear by name under components/schemas; others are written out where used. */
export const NAMED_SCHEMAS: NamedSchemas = {
  requests: {
    RegisterRequest: C.registerRequestSchema,
    LoginRequest: C.loginRequestSchema,
    UpdateProfileRequest: C.updateProfileRequestSchema,
    ChangePasswordRequest: C.changePasswordRequestSchema,
    CreateActivityRequest: C.createActivityRequestSchema,
    UpdateActivityRequest: C.updateActivityRequestSchema,
    SendFriendRequest: C.sendFriendRequestSchema,
    SendActivityMessageRequest: C.sendActivityMessageRequestSchema,
    SendDirectMessageRequest: C.sendDirectMessageRequestSchema,
    CreateReportRequest: C.createReportRequestSchema,
    ModerationActionRequest: C.moderationActionRequestSchema,
  },
  responses: {
    ApiError: C.apiErrorSchema,
    HealthResponse: C.healthResponseSchema,
    MessageResponse: C.messageResponseSchema,
    AuthResponse: C.authResponseSchema,
    User: C.userSchema,
    UserSummary: C.userSummarySchema,
    PublicProfile: C.publicProfileSchema,
    PublicUser: C.publicUserSchema,
    ProfilePictureResponse: C.profilePictureResponseSchema,
    ChangePasswordResponse: C.changePasswordResponseSchema,
    BlockResponse: C.blockResponseSchema,
    Activity: C.activitySchema,
    ActivityInsights: C.activityInsightsSchema,
    Friend: C.friendSchema,
    FriendRequest: C.friendRequestSchema,
    SendFriendRequestResponse: C.sendFriendRequestResponseSchema,
    AcceptFriendResponse: C.acceptFriendResponseSchema,
    FriendRecommendation: C.friendRecommendationSchema,
    ChatMessage: C.chatMessageSchema,
    DirectMessage: C.directMessageSchema,
    Conversation: C.conversationSchema,
    // Also inside the data export: a schema used in two answers needs a name to be referred to.
    NotificationSettings: C.notificationSettingsSchema,
    // The queue and a decision both answer reports.
    Report: C.reportSchema,
    AuditEntry: C.auditEntrySchema,
    // The invite picker's list, also in the answer to an invite.
    InvitableFriends: C.invitableFriendsSchema,
  },
};
