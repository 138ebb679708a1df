import { ApiError } from '../../api/request';
import { isCancellation, updateMayHaveRun } from './run-sparql';

describe('an update that may have run', () => {
  it('is one cancelled or timed out after it was sent', () => {
    expect(updateMayHaveRun(new DOMException('This operation was aborted', 'AbortError'))).toBe(true);
    expect(updateMayHaveRun(new ApiError('timeout', 'The server did not answer within 30 seconds.'))).toBe(true);
  });

  it('is not one the server refused or failed', () => {
    expect(updateMayHaveRun(new ApiError('http', '400 Bad Request', { status: 400 }))).toBe(false);
    expect(updateMayHaveRun(new TypeError('Failed to fetch dynamically imported module: /assets/rest.js'))).toBe(false);
  });

  it('tells a cancellation by its name, whatever realm made it', () => {
    expect(isCancellation({ name: 'AbortError', message: 'aborted' })).toBe(true);
    expect(isCancellation(new Error('aborted'))).toBe(false);
  });
});
