import { activityEndpoints, type Activity } from '@peerconnect/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFile } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** The activity as an iCalendar (.ics) event. */
export const getCalendarEvent = (id: string) =>
  apiFile(activityEndpoints.calendarEvent, { params: { id } });

/** Fetches the activity's event and hands it to the browser as a file to save. */
export const useDownloadCalendarEvent = (activity: Activity) =>
  useMutation({
    mutationFn: async () => saveFile(await getCalendarEvent(activity._id), `${activity.title}.ics`),
  });
