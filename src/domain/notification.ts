import { z } from 'zod';

export const notificationKinds = [
  'deadline-3-days',
  'deadline-1-day',
  'overdue',
  'follow-up-due',
  'status-proposal',
  'notice-received',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const notificationKindLabels: Record<NotificationKind, string> = {
  'deadline-3-days': 'Response deadline in 3 days',
  'deadline-1-day': 'Response deadline tomorrow',
  overdue: 'Response deadline passed',
  'follow-up-due': 'Follow up with Amazon (5 business days without an answer)',
  'status-proposal': 'A new notice proposes a status change',
  'notice-received': 'A notice arrived by e-mail',
};

/** What a seller gets before choosing: everything in the app, deadlines by e-mail too. */
export const defaultPreference: Record<NotificationKind, { inApp: boolean; email: boolean }> = {
  'deadline-3-days': { inApp: true, email: true },
  'deadline-1-day': { inApp: true, email: true },
  overdue: { inApp: true, email: true },
  'follow-up-due': { inApp: true, email: true },
  'status-proposal': { inApp: true, email: true },
  'notice-received': { inApp: true, email: false },
};

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(notificationKinds),
  caseId: z.string().nullable(),
  message: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  unread: z.number(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const markReadSchema = z.object({ ids: z.array(z.string().min(1).max(64)).max(500) });

export const notificationPreferenceSchema = z.object({
  kind: z.enum(notificationKinds),
  inApp: z.boolean(),
  email: z.boolean(),
});
export const notificationPreferencesSchema = z.object({
  preferences: z.array(notificationPreferenceSchema),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
