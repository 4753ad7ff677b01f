import { httpStatusOf, type ErrorCode } from '@platform/shared';

/**
 * A failure the client should see: a catalogue code, an optional message override
 * and an optional value (e.g. maintenance window, captcha flag). Anything else that
 * is thrown becomes system.error without details.
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly value: unknown = null,
    status?: number,
  ) {
    super(message ?? code);
    this.status = status ?? httpStatusOf(code);
  }
  /** True when the caller supplied a human message rather than the bare code. */
  get hasCustomMessage(): boolean {
    return this.message !== this.code;
  }
}
