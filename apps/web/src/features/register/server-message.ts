import { ApiError } from '../../lib/api-client';

type Translate = (key: string) => string;

/** What a failed call says to the person: the server message, else the code's text, else the code. */
export function serverMessage(error: unknown, t: Translate): string {
  if (error instanceof ApiError) {
    if (error.message) return error.message;
    const text = t(error.code);
    return text && text !== error.code ? text : t('unknown_error');
  }
  return t('unknown_error');
}
