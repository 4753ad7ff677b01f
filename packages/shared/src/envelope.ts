/**
 * The `/wps` response envelope. `/lgw` answers bare JSON and never uses it. `status` and
 * `description` repeat `success` and the error code for the 2017 client, which reads those
 * (`!status && description == "login.not.session"`); every other client ignores them.
 */
export interface Envelope<T = unknown> {
  success: boolean;
  value: T | null;
  errorCode: string | null;
  message: string | null;
  status: boolean;
  description: string;
}

const SUCCESS_DESCRIPTION = 'request.success';

export function okEnvelope<T>(value: T): Envelope<T> {
  return {
    success: true,
    value,
    errorCode: null,
    message: null,
    status: true,
    description: SUCCESS_DESCRIPTION,
  };
}

export function errorEnvelope(errorCode: string, message: string | null, value: unknown = null): Envelope {
  return { success: false, value, errorCode, message, status: false, description: errorCode };
}

export function isEnvelope(body: unknown): body is Envelope {
  return (
    typeof body === 'object' &&
    body !== null &&
    'success' in body &&
    typeof (body as { success: unknown }).success === 'boolean' &&
    'errorCode' in body
  );
}
