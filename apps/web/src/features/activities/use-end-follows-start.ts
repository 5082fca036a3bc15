import type { CreateActivityInput, CreateActivityRequest } from '@peerconnect/contracts';
import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { toDateTimeLocal } from './format';

/**
 * Editing the start moves the end with it, keeping the activity's length, until the student
 * changes the end themselves: moving 14:00–16:00 to 16:30 gives 16:30–18:30, not a refusal.
 */
export function useEndFollowsStart(
  form: UseFormReturn<CreateActivityInput, unknown, CreateActivityRequest>,
  loaded: { date: string; endDate: string } | undefined,
) {
  const length = useRef<number | null>(null);
  useEffect(() => {
    length.current = loaded ? Date.parse(loaded.endDate) - Date.parse(loaded.date) : null;
  }, [loaded]);
  const start = form.watch('date');
  useEffect(() => {
    if (
      length.current === null ||
      typeof start !== 'string' ||
      form.getFieldState('endDate').isDirty
    )
      return;
    const at = new Date(start).getTime();
    if (Number.isNaN(at)) return;
    form.setValue('endDate', toDateTimeLocal(new Date(at + length.current).toISOString()));
  }, [start, form]);
}
