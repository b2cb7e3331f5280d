// The notifications module's door (decision 0049): the activity notifications' event subscribers, their deliver
// queue, and the sending of a notification mail by the mail worker.

import type { JobLog, JobQueuePart } from '../../platform/job-queue.ts';
import type { Mailer } from '../../platform/mailer.ts';
import { deliverQueue } from './deliver-job.ts';
import { deliverNotifications, type NotificationDeps, type NotificationMailJob } from './service.ts';

export { applyMailEvents, MAIL_EVENT_TYPES } from './mail-events.ts';
export { notificationsMemberData } from './member-data.ts';
export type { QueuePush } from './push-channel.ts';
export { unreadRemindersJob } from './reminders.ts';
export { notificationSubscribers } from './subscribers.ts';

/** The deliver queue, worked on this instance. */
export function notificationsQueue(deps: NotificationDeps, log: JobLog): JobQueuePart {
  return deliverQueue((memberId) => deliverNotifications(deps, memberId), log);
}

/** Whether a mail job is a notification's (rendered when queued) rather than an account mail. */
export function isNotificationMail(job: object): job is NotificationMailJob {
  return 'notification' in job;
}

/** The mail worker's step for a notification mail: it was rendered when queued, so it is sent as it is. */
export function deliverNotificationMail(mailer: Mailer) {
  return (job: NotificationMailJob): Promise<void> => mailer.send(job.notification);
}
