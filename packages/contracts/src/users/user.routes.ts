import { z } from 'zod';
import { API_MESSAGES } from '../common/messages';
import { idParam } from '../common/object-id.schema';
import { defineRoute, json, type Endpoint } from '../common/route';
import { userEndpoints } from './user.endpoints';
import { messageResponseSchema } from '../common/responses.schema';
import { updateTimeZoneRequestSchema } from '../common/time-zone.schema';
import { dataExportSchema, deleteAccountRequestSchema } from './account.schema';
import { blockedUsersResponseSchema, blockResponseSchema } from './block.schema';
import {
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  findByEmailQuerySchema,
  profilePictureResponseSchema,
  publicProfileSchema,
  publicUserSchema,
  updateProfileRequestSchema,
} from './profile.schema';
import { userSchema } from './user.schema';
import { privacySettingsSchema } from '../people/people.schema';

const userParams = z.object({ id: idParam(API_MESSAGES.userNotFound) });

const block = <E extends Endpoint>(at: E) =>
  defineRoute(at, {
    tag: 'Users',
    summary:
      at.method === 'post'
        ? 'Block a student: no messages, requests or suggestions either way'
        : 'Unblock a student',
    auth: true,
    params: userParams,
    responses: [json(200, at.method === 'post' ? 'Blocked' : 'Unblocked', blockResponseSchema)],
    errors: [400, 401, 404],
  });

export const userRoutes = {
  findByEmail: defineRoute(userEndpoints.findByEmail, {
    tag: 'Users',
    summary: 'Find a student by email (the email is not returned)',
    auth: true,
    query: findByEmailQuerySchema,
    responses: [json(200, 'The student', publicUserSchema)],
    errors: [400, 401, 404, 429],
  }),
  updateProfile: defineRoute(userEndpoints.updateProfile, {
    tag: 'Users',
    summary: 'Update the own profile',
    auth: true,
    body: updateProfileRequestSchema,
    responses: [json(200, 'The updated own user', userSchema)],
    errors: [400, 401, 404, 429],
  }),
  changePassword: defineRoute(userEndpoints.changePassword, {
    tag: 'Users',
    summary: 'Change the password; every older token stops working',
    auth: true,
    body: changePasswordRequestSchema,
    responses: [json(200, 'Changed; a new token', changePasswordResponseSchema)],
    errors: [400, 401, 404, 429],
  }),
  setPrivacy: defineRoute(userEndpoints.setPrivacy, {
    tag: 'Users',
    summary:
      'Choose whether other students find you by people search (exact email always finds you)',
    auth: true,
    body: privacySettingsSchema,
    responses: [json(200, 'The updated own user', userSchema)],
    errors: [400, 401, 404],
  }),
  setTimeZone: defineRoute(userEndpoints.setTimeZone, {
    tag: 'Users',
    summary: 'Set the time zone notifications and mails write times in (the browser’s own)',
    auth: true,
    body: updateTimeZoneRequestSchema,
    responses: [json(200, 'The updated own user', userSchema)],
    errors: [400, 401, 404],
  }),
  uploadPicture: defineRoute(userEndpoints.uploadPicture, {
    tag: 'Users',
    summary: 'Upload a profile picture (image, at most 5 MB)',
    auth: true,
    body: z.object({}),
    multipartFile: 'profilePicture',
    responses: [json(200, 'The new picture and user', profilePictureResponseSchema)],
    errors: [400, 401, 413, 429],
  }),
  randomAvatar: defineRoute(userEndpoints.randomAvatar, {
    tag: 'Users',
    summary: 'Replace the profile picture with a newly drawn avatar',
    auth: true,
    responses: [json(200, 'The new picture and user', profilePictureResponseSchema)],
    errors: [401, 404],
  }),
  blocked: defineRoute(userEndpoints.blocked, {
    tag: 'Users',
    summary: 'The students the signed-in user has blocked',
    auth: true,
    responses: [json(200, 'Blocked students', blockedUsersResponseSchema)],
    errors: [401],
  }),
  exportData: defineRoute(userEndpoints.exportData, {
    tag: 'Users',
    summary: 'Download everything the student put in: profile, friends, activities, messages sent',
    auth: true,
    responses: [json(200, 'The data, as a JSON file to save', dataExportSchema)],
    errors: [401, 404],
  }),
  deleteAccount: defineRoute(userEndpoints.deleteAccount, {
    tag: 'Users',
    summary:
      'Delete the account (confirmed with the password): profile, friendships, requests, places in activities; sent messages stay, from a deleted student',
    auth: true,
    body: deleteAccountRequestSchema,
    responses: [json(200, 'Deleted; every session has ended', messageResponseSchema)],
    errors: [400, 401, 404, 429],
  }),
  block: block(userEndpoints.block),
  unblock: block(userEndpoints.unblock),
  profile: defineRoute(userEndpoints.profile, {
    tag: 'Users',
    summary: 'A student’s public profile and how the viewer stands with them',
    auth: true,
    params: userParams,
    responses: [json(200, 'The profile', publicProfileSchema)],
    errors: [401, 404],
  }),
};
