import { ApiError, isApiError } from './request';

/**
 * A server's refusal said in a person's words, by the adapter that knows how its server refuses: the same status and
 * body, a message that says what to do, and the field it concerns. What does not match `when` passes unchanged.
 */
export function explainRefusal(
  error: unknown,
  when: (error: ApiError) => boolean,
  { message, field }: { message: (error: ApiError) => string; field?: string },
): unknown {
  if (!isApiError(error) || error.kind !== 'http' || error.fromProxy || !when(error)) return error;
  return new ApiError('http', message(error), {
    status: error.status,
    body: error.body,
    ...(field !== undefined ? { field } : {}),
  });
}
