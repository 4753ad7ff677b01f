import { groupedDecimal, httpStatusOf, type ErrorCode } from '@platform/shared';

/**
 * A failure the client should see: a catalogue code, an optional message override
 * and an optional value (e.g. maintenance window, captcha flag). Anything else that
 * is thrown becomes system.error without details.
 */
export class AppError extends Error {
  readonly status: number;
  /** Length bounds the translated text names ({min} and {max}). */
  limits: { min: number; max: number } | null = null;
  /** Values the translated text names ({max}, {remaining}, …), filled in the request's language. */
  params: Readonly<Record<string, string | number>> | null = null;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly value: unknown = null,
    status?: number,
  ) {
    super(message ?? code);
    this.status = status ?? httpStatusOf(code);
  }
  /** A length or format rule failed: the text shows the bounds and value names the field. */
  static limited(code: ErrorCode, field: string, min: number, max: number): AppError {
    const error = new AppError(code, undefined, { field, min, max });
    error.limits = { min, max };
    return error;
  }

  /**
   * A refusal whose text names values (a limit's figures, the turnover still to go): each {name}
   * of the translation is replaced, amounts grouped by thousands for reading; `value` carries
   * them as given (plain decimals) unless the caller gives its own.
   */
  static withParams(
    code: ErrorCode,
    params: Record<string, string | number>,
    value: unknown = params,
  ): AppError {
    const error = new AppError(code, undefined, value);
    error.params = Object.fromEntries(
      Object.entries(params).map(([name, figure]) => [
        name,
        typeof figure === 'string' ? groupedDecimal(figure) : figure,
      ]),
    );
    return error;
  }

  /** True when the caller supplied a human message rather than the bare code. */
  get hasCustomMessage(): boolean {
    return this.message !== this.code;
  }
}
