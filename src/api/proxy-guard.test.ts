// The configuration nginx includes in each forwarding location.
import nginxGuard from '../../deploy/proxy-guard.conf?raw';
import nginxConf from '../../deploy/nginx.conf.template?raw';
import nginxApiConf from '../../deploy/api-proxy.conf.template?raw';
import {
  dataplaneNotForwardedBody,
  dataplanePath,
  PROXY_REFUSALS,
  proxyRefusal,
  proxyRefusalBody,
  proxyUnreachableBody,
} from './proxy-guard';

const own = { host: 'dashboard.example', 'x-worlds-dashboard': '1' };
const json = { 'content-type': 'application/json' };

describe('proxyRefusal()', () => {
  it('forwards the dashboard’s own reads and writes', () => {
    expect(proxyRefusal({ method: 'GET', headers: { ...own, 'sec-fetch-site': 'same-origin' } })).toBeUndefined();
    expect(
      proxyRefusal({ method: 'PUT', headers: { ...own, ...json, 'sec-fetch-site': 'same-origin' } }),
    ).toBeUndefined();
    expect(
      proxyRefusal({
        method: 'POST',
        headers: { ...own, 'sec-fetch-site': 'same-origin', 'content-type': 'application/sparql-update' },
      }),
    ).toBeUndefined();
    expect(proxyRefusal({ method: 'DELETE', headers: { ...own, 'sec-fetch-site': 'same-origin' } })).toBeUndefined();
  });

  it('refuses whatever another site sent, same-site included, whatever else it carries', () => {
    for (const site of ['cross-site', 'same-site', 'none']) {
      expect(proxyRefusal({ method: 'POST', headers: { ...own, ...json, 'sec-fetch-site': site } })).toBe(
        PROXY_REFUSALS.otherSite,
      );
    }
  });

  it('judges a browser without fetch metadata by its Origin, scheme aside (TLS may end in front)', () => {
    const origin = (value: string) => proxyRefusal({ method: 'GET', headers: { ...own, origin: value } });
    expect(origin('https://dashboard.example')).toBeUndefined();
    expect(origin('http://dashboard.example')).toBeUndefined();
    expect(origin('https://evil.example')).toBe(PROXY_REFUSALS.otherSite);
    expect(origin('https://dashboard.example.evil.example')).toBe(PROXY_REFUSALS.otherSite);
    expect(origin('null')).toBe(PROXY_REFUSALS.otherSite);
  });

  it('asks curl and server-side clients (no metadata, no Origin) for the dashboard’s header', () => {
    expect(proxyRefusal({ method: 'GET', headers: { host: 'dashboard.example' } })).toBe(PROXY_REFUSALS.noHeader);
    expect(proxyRefusal({ method: 'GET', headers: own })).toBeUndefined();
  });

  it('refuses the bodies a page of another site can send without a preflight', () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', '']) {
      expect(proxyRefusal({ method: 'POST', headers: { ...own, 'content-type': type } }), type).toBe(
        PROXY_REFUSALS.bodyType,
      );
    }
    expect(
      proxyRefusal({ method: 'POST', headers: { ...own, 'content-type': 'Application/JSON; charset=utf-8' } }),
    ).toBe(undefined);
  });

  it('says the same words as nginx’s configuration, in the same JSON', () => {
    const nginx = nginxGuard.replaceAll("\\'", "'");
    for (const message of Object.values(PROXY_REFUSALS))
      expect(nginx).toContain(`return 403 '${proxyRefusalBody(message)}';`);
  });

  it('says a server out of reach as nginx does', () => {
    expect(nginxConf).toContain(`return 502 '${proxyUnreachableBody('${WORLDS_SERVER_NAME}')}';`);
  });
});

describe('dataplanePath()', () => {
  it('forwards exactly the dataplane paths the dashboard uses, without the prefix, with their query', () => {
    const forwarded = {
      '/dataplane/worlds': '/worlds',
      '/dataplane/worlds/w_1': '/worlds/w_1',
      '/dataplane/worlds/w_1/export?format=text%2Fturtle&offset=500':
        '/worlds/w_1/export?format=text%2Fturtle&offset=500',
      '/dataplane/worlds/w_1/undelete': '/worlds/w_1/undelete',
      '/dataplane/api-keys': '/api-keys',
      '/dataplane/api-keys?namespace=ns': '/api-keys?namespace=ns',
      '/dataplane/api-keys/k_1': '/api-keys/k_1',
      '/dataplane/health': '/health',
      '/dataplane/ready': '/ready',
      '/dataplane/openapi.json': '/openapi.json',
    };
    for (const [url, path] of Object.entries(forwarded)) expect(dataplanePath(url), url).toBe(path);
  });

  it('forwards no other path: the proxy answers those itself', () => {
    for (const url of [
      '/dataplane',
      '/dataplane/',
      '/dataplane?x=1',
      '/dataplane/worldsx',
      '/dataplane/api-keysx',
      '/dataplane/health/x',
      '/dataplane/openapi.jsonx',
      '/dataplane/openapiXjson',
      '/dataplane/v1/worlds',
      '/dataplane/rpc',
      '/dataplane//worlds',
      '/dataplanes/worlds',
      '/worlds',
      '/v1/worlds',
    ]) {
      expect(dataplanePath(url), url).toBeUndefined();
    }
  });

  it('forwards no path that leaves the listed ones once the server decodes it', () => {
    for (const url of [
      '/dataplane/worlds/../v1/worlds',
      '/dataplane/worlds/./x',
      '/dataplane/worlds/%2e%2e/admin',
      '/dataplane/worlds/.%2E/admin',
      '/dataplane/worlds/a%2F..%2F..%2Fadmin',
      '/dataplane/worlds/a%5C..%5Cadmin',
      '/dataplane/worlds/%E0%A4%A',
    ]) {
      expect(dataplanePath(url), url).toBeUndefined();
    }
  });

  it('is refused as nginx refuses it, in the same words', () => {
    expect(nginxApiConf.replaceAll("\\'", "'")).toContain(`return 404 '${dataplaneNotForwardedBody()}';`);
    // nginx's forwarding location lists the same paths.
    expect(nginxApiConf).toContain(
      'location ~ ^/dataplane/(worlds(/.*)?|api-keys(/.*)?|health|ready|openapi\\.json)$ {',
    );
  });
});
