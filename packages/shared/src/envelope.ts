/** The `/wps` response envelope. `/lgw` answers bare JSON and never uses it. */
export interface Envelope<T = unknown> {
  success: boolean;
  value: T | null;
  errorCode: string | null;
  message: string | null;
}

export function okEnvelope<T>(value: T): Envelope<T> {
  return { success: true, value, errorCode: null, message: null };
}

export function errorEnvelope(errorCode: string, message: string | null, value: unknown = null): Envelope {
  return { success: false, value, errorCode, message };
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
