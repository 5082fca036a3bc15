import type { ComponentType } from 'react';
import { LinkedAccountsSection } from '@/features/auth';
import { ChatPrivacySettings } from '@/features/messages';
import { NotificationSettings, ReminderSettings } from '@/features/notifications';
import { SearchableSetting } from '@/features/people';
import { AccountDeletion, CalendarFeed, DataExport } from '@/features/users';

/**
 * The settings page, top to bottom: each section a self-contained component that reads and saves
 * its own setting and says 'Saved'. A new setting is a new entry here.
 */
export const SETTINGS_SECTIONS: { key: string; Section: ComponentType }[] = [
  { key: 'notifications', Section: NotificationSettings },
  { key: 'reminders', Section: ReminderSettings },
  { key: 'calendar-feed', Section: CalendarFeed },
  { key: 'privacy', Section: ChatPrivacySettings },
  { key: 'searchable', Section: SearchableSetting },
  { key: 'linked-accounts', Section: LinkedAccountsSection },
  { key: 'data-export', Section: DataExport },
  { key: 'account-deletion', Section: AccountDeletion },
];
