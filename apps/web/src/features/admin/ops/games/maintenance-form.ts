import { VENDOR_MAINTENANCE_MAX_MS } from '@platform/shared';
import { checkText, checkWindow, type FieldErrors } from '../form-rules';

export interface MaintenanceForm {
  start: string;
  end: string;
  message: string;
}
export type MaintenanceField = keyof MaintenanceForm;

/**
 * A maintenance window as adminMaintenanceCreate wants it: both ends set, the end after the start
 * and still to come, at most VENDOR_MAINTENANCE_MAX_MS long.
 */
export function maintenanceToBody(
  form: MaintenanceForm,
  now = Date.now(),
): {
  body: { startTime: number; endTime: number; message: string } | null;
  errors: FieldErrors<MaintenanceField>;
} {
  const window = checkWindow(form.start, form.end, { endRequired: true });
  const errors: FieldErrors<MaintenanceField> = { ...window.errors };
  if (!errors.end && window.end !== null && window.end <= now) errors.end = 'ops_err_end_past';
  if (
    !errors.end &&
    window.start !== null &&
    window.end !== null &&
    window.end - window.start > VENDOR_MAINTENANCE_MAX_MS
  )
    errors.end = 'ops_err_window_too_long';
  const message = checkText(form.message, { max: 255 });
  if (message) errors.message = message;
  if (Object.keys(errors).length) return { body: null, errors };
  return { body: { startTime: window.start!, endTime: window.end!, message: form.message.trim() }, errors };
}
