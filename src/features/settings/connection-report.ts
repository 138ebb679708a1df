import type { Connection } from '../../api/connection';
import { DIALECT_NAMES } from '../../api/dialect-names';
import { connectionProfile } from '../../api/dialect';
import { answersWithoutCors, isApiError } from '../../api/request';
import { listWorlds } from '../../api/worlds';

export interface ConnectionReport {
  ok: boolean;
  title: string;
  detail: string;
}

/** Where the test reads, in the connection's dialect: an RPC server has no /v1 routes. */
const listPath = (connection: Connection) => (connection.dialect === 'rpc' ? 'POST /rpc listWorlds' : 'GET /v1/worlds');

/**
 * "Test connection": harmless reads with the settings as typed, in the connection's dialect (finding the dialect
 * and what the server can do afresh, then the world list), explained in plain words.
 */
export async function testConnection(connection: Connection): Promise<ConnectionReport> {
  try {
    const { dialect, capabilities } = await connectionProfile(connection, { fresh: true });
    if (!capabilities.listWorlds) {
      return {
        ok: false,
        title: 'No Worlds API at this address',
        detail: `The server has no list of worlds: ${
          connection.dialect === 'auto'
            ? 'it answered 404 Not Found to GET /v1/worlds and to POST /rpc'
            : `no ${listPath(connection)}`
        }. Check the base URL; a server of the described API alone cannot list worlds either, and then a world can still be opened by its ID.`,
      };
    }
    const { worlds, unreadable } = await listWorlds({ ...connection, dialect });
    const count = `${worlds.length} world${worlds.length === 1 ? '' : 's'}`;
    const unread = unreadable > 0 ? `, and lists ${unreadable} more that could not be read` : '';
    return {
      ok: true,
      title: `Connected: ${DIALECT_NAMES[dialect]}, ${count}`,
      detail: `The server answered and accepted the request${connection.dialect === 'auto' ? `, and speaks the ${DIALECT_NAMES[dialect]}` : ''}. It has ${count}${unread}.`,
    };
  } catch (error) {
    return explainFailure(error, connection);
  }
}

async function explainFailure(error: unknown, connection: Connection): Promise<ConnectionReport> {
  const fail = (title: string, detail: string) => ({ ok: false, title, detail });
  if (!isApiError(error)) return fail('The test failed', String(error));
  switch (error.kind) {
    case 'timeout':
      return fail('No answer in time', error.message);
    case 'unsupported':
    case 'invalid-input':
      return fail('This server cannot do that', error.message);
    case 'invalid-reply':
      return fail(
        'This does not look like a Worlds API',
        `Something answered at this address, but not as a Worlds API would. ${error.message} Check the base URL.`,
      );
    case 'network':
      if (await answersWithoutCors(connection.dialect === 'rpc' ? '/rpc' : '/v1/worlds', connection)) {
        return fail(
          'Blocked by the browser',
          'The server answered, but it allows no calls from another origin (no CORS headers), so the browser blocked the reply. Leave the base URL empty and start the dashboard with WORLDS_API_URL set, so its own server forwards the requests.',
        );
      }
      return fail(
        'The server could not be reached',
        'Nothing answered at this address. Check the URL, your network, and that the server is running.',
      );
    case 'unreachable':
      return fail('The server could not be reached', error.message);
    case 'http':
      if (error.fromProxy && error.status === 403) {
        return fail("The dashboard's proxy refused the request", error.message);
      }
      if (error.status === 401 || error.status === 403) {
        return fail(
          connection.apiKey ? 'The API key was refused' : 'The server needs an API key',
          `${error.message}. ${connection.apiKey ? 'Check the key, or ask for a new one.' : 'Enter an API key.'}`,
        );
      }
      if (error.status === 404) {
        return fail(
          'No Worlds API at this address',
          `The server answered ${error.message} for ${listPath(connection)}. Check the base URL.`,
        );
      }
      return fail('The server answered with an error', error.message);
  }
}
