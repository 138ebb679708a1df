import { curlCommand, shellQuote, shownRequest } from './shown-request';

describe('curl', () => {
  it('quotes the URL for the shell', () => {
    expect(shellQuote("it's")).toBe(`'it'\\''s'`);
    expect(curlCommand({ url: 'https://w.example/v1/worlds/a/search?q=moon&limit=10&offset=0' })).toBe(
      "curl -sS -H 'Accept: application/json' 'https://w.example/v1/worlds/a/search?q=moon&limit=10&offset=0'",
    );
  });

  it('names an environment variable instead of the key, in the header the server reads', () => {
    expect(curlCommand({ url: 'https://w.example/x', keyHeader: 'Authorization: Bearer ' })).toContain(
      '-H "Authorization: Bearer $WORLDS_API_KEY"',
    );
    expect(curlCommand({ url: 'https://w.example/x', keyHeader: 'X-Api-Key: ' })).toContain(
      '-H "X-Api-Key: $WORLDS_API_KEY"',
    );
  });

  it('keeps the rows the page shows when the server cannot skip rows, and says so', () => {
    expect(
      curlCommand({ url: 'https://w.example/v1/worlds/a/search?query=moon&limit=50', shownRows: { from: 25, to: 50 } }),
    ).toBe(
      "curl -sS -H 'Accept: application/json' 'https://w.example/v1/worlds/a/search?query=moon&limit=50' | jq '.[25:50]' # This server cannot skip rows: it answers rows 1-50, and jq keeps rows 26-50, the page shown.",
    );
  });

  it('cuts the rows out of the reply’s member that holds them, when the reply is an object', () => {
    expect(
      curlCommand({
        url: 'https://w.example/worlds/w_1/search',
        method: 'POST',
        json: { query: 'moon', limit: 100 },
        shownRows: { from: 10, to: 20, field: 'results' },
      }),
    ).toContain(`| jq '.results[10:20]'`);
  });

  it('posts a JSON body quoted for the shell', () => {
    expect(curlCommand({ url: 'https://w.example/rpc', method: 'POST', json: { q: "it's" } })).toBe(
      `curl -sS -X POST -H 'Accept: application/json' -H 'Content-Type: application/json' --data '{"q":"it'\\''s"}' 'https://w.example/rpc'`,
    );
  });
});

describe('a request as shown', () => {
  const search = {
    method: 'GET',
    path: '/v1/worlds/a/search',
    query: { q: 'moon', limit: 10 },
    keyHeader: 'bearer',
  } as const;
  const server = { mode: 'server', dialect: 'auto', baseUrl: 'https://w.example' } as const;

  it('names the key header only when there is a key, or a proxy that adds one', () => {
    expect(shownRequest(search, { ...server, apiKey: '' })).toEqual({
      url: 'https://w.example/v1/worlds/a/search?q=moon&limit=10',
    });
    expect(shownRequest(search, { ...server, apiKey: 'k' }).keyHeader).toBe('Authorization: Bearer ');
    const rpc = { method: 'POST', path: '/rpc', json: { action: 'getWorld' }, keyHeader: 'x-api-key' } as const;
    expect(shownRequest(rpc, { ...server, apiKey: 'k' })).toEqual({
      url: 'https://w.example/rpc',
      method: 'POST',
      json: { action: 'getWorld' },
      keyHeader: 'X-Api-Key: ',
    });
  });

  it('gives any operation its curl command, a save too', () => {
    const save = { method: 'PUT', path: '/v1/worlds/a', json: { name: 'Sol' }, keyHeader: 'bearer' } as const;
    expect(curlCommand(shownRequest(save, { ...server, apiKey: 'k' }))).toBe(
      `curl -sS -X PUT -H 'Accept: application/json' -H 'Content-Type: application/json' -H "Authorization: Bearer $WORLDS_API_KEY" --data '{"name":"Sol"}' 'https://w.example/v1/worlds/a'`,
    );
  });
});
