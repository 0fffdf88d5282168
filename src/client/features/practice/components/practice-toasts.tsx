import { Notification } from '@mantine/core';
import { dismissToast, useToasts } from '../hooks/toasts';
import classes from './practice.module.css';

/** The practice screens' toasts (a failed start, a failed report), bottom centre. */
export function PracticeToasts() {
  const toasts = useToasts();
  if (toasts.length === 0) return null;
  return (
    <div className={classes.toasts} role="status">
      {toasts.map((toast) => (
        <Notification key={toast.id} color="red" withBorder onClose={() => dismissToast(toast.id)} data-testid="practice-toast">
          {toast.message}
        </Notification>
      ))}
    </div>
  );
}
