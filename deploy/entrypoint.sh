#!/bin/sh
# Renders nginx's configuration and the dashboard's /config.json from the environment, then runs nginx in the
# foreground. One dist/ serves any Worlds API server: change a variable and restart, no rebuild.
#
#   WORLDS_API_URL       the Worlds API server, e.g. https://worlds.example.com (empty: the offline sample data)
#   WORLDS_API_KEY       its key, added by nginx to every /v1, /rpc and /dataplane/… request; never sent to the browser
#   WORLDS_API_DIALECT   auto (default) | v1 | rest | rpc | dataplane: how the server speaks; the key's header follows
#                        the path (X-Api-Key on /rpc, Authorization: Bearer on /v1/ and /dataplane/), whatever this says
#   WORLDS_API_NAME      the server's name in the dashboard's header (default: the URL's host)
#   WORLDS_API_TIMEOUT   seconds nginx waits for the server (default 12, under the dashboard's own 15 s)
#   WORLDS_DASHBOARD_LISTEN  nginx's listen address: a port or address:port (default 8080)
#   WORLDS_DASHBOARD_ROOT    the built dist/ (default /usr/share/nginx/html)
#   WORLDS_DASHBOARD_HTPASSWD an htpasswd file: nginx then asks for a login (HTTP basic auth) before anything
#   NGINX_RUN_DIR            rendered files, pid and temporary files (default /tmp/worlds-dashboard)
#   NGINX_MIME_TYPES         nginx's mime.types (default /etc/nginx/mime.types)
#
# With --render-only it writes the files and prints the nginx.conf path instead of starting nginx.
set -eu

here=$(cd "$(dirname "$0")" && pwd)

fail() {
  echo "deploy/entrypoint.sh: $*" >&2
  exit 64
}

WORLDS_API_URL=${WORLDS_API_URL:-}
WORLDS_API_KEY=${WORLDS_API_KEY:-}
WORLDS_API_DIALECT=${WORLDS_API_DIALECT:-auto}
WORLDS_API_TIMEOUT=${WORLDS_API_TIMEOUT:-12}
WORLDS_DASHBOARD_LISTEN=${WORLDS_DASHBOARD_LISTEN:-8080}
WORLDS_DASHBOARD_ROOT=${WORLDS_DASHBOARD_ROOT:-/usr/share/nginx/html}
NGINX_RUN_DIR=${NGINX_RUN_DIR:-/tmp/worlds-dashboard}
NGINX_MIME_TYPES=${NGINX_MIME_TYPES:-/etc/nginx/mime.types}
WORLDS_DASHBOARD_HTPASSWD=${WORLDS_DASHBOARD_HTPASSWD:-}

# Each value lands inside nginx's configuration and JSON strings: refuse what could end a string there.
unsafe='*[][\"'\''$;{}\\`[:space:][:cntrl:]]*'
check() {
  # $1 name, $2 value
  case "$2" in
    $unsafe) fail "$1 must not contain spaces, quotes, backslashes, \$, ;, { or }." ;;
  esac
}
check WORLDS_API_URL "$WORLDS_API_URL"
check WORLDS_API_KEY "$WORLDS_API_KEY"
case "$WORLDS_API_DIALECT" in
  auto | v1 | rest | rpc | dataplane) ;;
  *) fail "WORLDS_API_DIALECT must be auto, v1, rest, rpc or dataplane; it is \"$WORLDS_API_DIALECT\"." ;;
esac
case "$WORLDS_API_TIMEOUT" in
  '' | *[!0-9]*) fail "WORLDS_API_TIMEOUT must be a whole number of seconds." ;;
esac
case "$WORLDS_DASHBOARD_LISTEN" in
  '' | *[!0-9A-Za-z.:\[\]]*) fail "WORLDS_DASHBOARD_LISTEN must be a port or address:port." ;;
esac
[ -f "$WORLDS_DASHBOARD_ROOT/index.html" ] || fail "WORLDS_DASHBOARD_ROOT ($WORLDS_DASHBOARD_ROOT) holds no index.html."
# The page's policy, as the build wrote it into index.html's <meta> (vite.config.ts), is sent as a header too, where
# it can also forbid framing. Read from the build, not written in the template: its hashes are those of the build's
# inline stylesheet and scripts, and change with them.
WORLDS_CONTENT_SECURITY_POLICY=$(sed -n 's/.*<meta http-equiv="Content-Security-Policy" content="\([^"]*\)".*/\1/p' \
  "$WORLDS_DASHBOARD_ROOT/index.html" | sed "s/&#39;/'/g")
case "$WORLDS_CONTENT_SECURITY_POLICY" in
  '' | *[\"\\\$]* | *'
'*)
    fail "WORLDS_DASHBOARD_ROOT ($WORLDS_DASHBOARD_ROOT) holds an index.html without a Content-Security-Policy <meta> as the build writes it." ;;
esac

if [ -n "$WORLDS_API_URL" ]; then
  case "$WORLDS_API_URL" in
    http://?* | https://?*) ;;
    *) fail "WORLDS_API_URL must start with http:// or https://; it is \"$WORLDS_API_URL\"." ;;
  esac
  base=${WORLDS_API_URL%/}
  authority=${base#*://}
  host=${authority%%/*}
  # The dataplane paths are rewritten (the prefix removed), so nginx is given the origin, and the path goes in front.
  WORLDS_API_DATAPLANE_PASS=${base%%://*}://$host
  WORLDS_API_DATAPLANE_PATH=${authority#"$host"}
  if [ "$host" = "$authority" ]; then
    # No path: proxy_pass without a URI passes the request's path exactly as the browser sent it.
    WORLDS_API_V1_PASS=$base
    WORLDS_API_RPC_PASS=$base
  else
    # A server under a path: nginx puts that path in front of /v1/… and /rpc.
    WORLDS_API_V1_PASS=$base/v1/
    WORLDS_API_RPC_PASS=$base/rpc
  fi
  WORLDS_API_NAME=${WORLDS_API_NAME:-$host}
  data_source=server
  dialect=$WORLDS_API_DIALECT
else
  WORLDS_API_NAME=${WORLDS_API_NAME:-}
  data_source=offline
  dialect=auto
fi
check WORLDS_API_NAME "$(printf %s "$WORLDS_API_NAME" | tr ' ' _)"
WORLDS_SERVER_NAME=$WORLDS_API_NAME

# Each path belongs to one kind of server: /v1 to v1 and REST servers, which read a bearer token, /rpc to RPC
# servers, which read X-Api-Key, /dataplane/… to the dataplane server, which reads a bearer token (the v1 directive). So the key goes where the server looks for it even when the dialect is detected.
# Without a key, a key typed in Settings passes as the browser sent it, but never the dashboard's own login.
forwarded_authorization='proxy_set_header Authorization $worlds_forwarded_authorization;'
if [ -z "$WORLDS_API_KEY" ]; then
  WORLDS_API_V1_KEY_DIRECTIVE=$forwarded_authorization
  WORLDS_API_RPC_KEY_DIRECTIVE=$forwarded_authorization
else
  WORLDS_API_V1_KEY_DIRECTIVE="proxy_set_header Authorization \"Bearer $WORLDS_API_KEY\";"
  WORLDS_API_RPC_KEY_DIRECTIVE="proxy_set_header X-Api-Key \"$WORLDS_API_KEY\"; $forwarded_authorization"
fi

# Who may open the dashboard: whoever can load it uses the key. With an htpasswd file, nginx asks for a login first.
if [ -n "$WORLDS_DASHBOARD_HTPASSWD" ]; then
  check WORLDS_DASHBOARD_HTPASSWD "$WORLDS_DASHBOARD_HTPASSWD"
  [ -r "$WORLDS_DASHBOARD_HTPASSWD" ] || fail "WORLDS_DASHBOARD_HTPASSWD ($WORLDS_DASHBOARD_HTPASSWD) is not a readable file."
  login_directives="auth_basic \"Worlds Dashboard\"; auth_basic_user_file $WORLDS_DASHBOARD_HTPASSWD;"
else
  login_directives='# No WORLDS_DASHBOARD_HTPASSWD: no login here (there may be one in front of nginx).'
fi

export NGINX_RUN_DIR NGINX_MIME_TYPES WORLDS_DASHBOARD_LISTEN WORLDS_DASHBOARD_ROOT WORLDS_SERVER_NAME \
  WORLDS_CONTENT_SECURITY_POLICY WORLDS_API_TIMEOUT WORLDS_API_V1_PASS WORLDS_API_RPC_PASS \
  WORLDS_API_V1_KEY_DIRECTIVE WORLDS_API_RPC_KEY_DIRECTIVE WORLDS_API_DATAPLANE_PASS WORLDS_API_DATAPLANE_PATH

mkdir -p "$NGINX_RUN_DIR"
# Only these names are replaced: nginx's own $uri, $proxy_host… stay as they are.
envsubst '${NGINX_RUN_DIR} ${NGINX_MIME_TYPES} ${WORLDS_DASHBOARD_LISTEN} ${WORLDS_DASHBOARD_ROOT} ${WORLDS_SERVER_NAME} ${WORLDS_CONTENT_SECURITY_POLICY} ${WORLDS_API_TIMEOUT}' \
  <"$here/nginx.conf.template" >"$NGINX_RUN_DIR/nginx.conf"

(
  # The key is in api.conf: readable by its owner only (nginx's master reads it before dropping privileges).
  umask 077
  if [ "$data_source" = server ]; then
    envsubst '${NGINX_RUN_DIR} ${WORLDS_API_V1_PASS} ${WORLDS_API_RPC_PASS} ${WORLDS_API_DATAPLANE_PASS} ${WORLDS_API_DATAPLANE_PATH} ${WORLDS_API_TIMEOUT} ${WORLDS_API_V1_KEY_DIRECTIVE} ${WORLDS_API_RPC_KEY_DIRECTIVE}' \
      <"$here/api-proxy.conf.template" >"$NGINX_RUN_DIR/api.conf"
    cp "$here/proxy-guard.conf" "$NGINX_RUN_DIR/proxy-guard.conf"
  else
    cat >"$NGINX_RUN_DIR/api.conf" <<'CONF'
# No WORLDS_API_URL: the dashboard runs on its offline sample data and nothing is forwarded.
location ~ ^/(v1/|rpc$|dataplane(/|$)) {
  default_type application/json;
  return 404 '{"error":{"code":404,"message":"This dashboard forwards to no Worlds API server (WORLDS_API_URL is not set).","statusText":"Not Found"}}';
}
CONF
  fi
)

printf '%s\n' "$login_directives" >"$NGINX_RUN_DIR/login.conf"

# Served to the browser as /config.json (no-cache): what the dashboard starts with. Never the key, nor the server's
# address: serverId is a fingerprint of it, so that a browser knows a re-pointed proxy for another server.
server_id=''
if [ -n "$WORLDS_API_URL" ]; then
  server_id=$(printf '%s' "$WORLDS_API_URL" | sha256sum | cut -c1-16)
fi
printf '{"dataSource":"%s","dialect":"%s","serverName":"%s","serverId":"%s"}\n' "$data_source" "$dialect" \
  "$WORLDS_API_NAME" "$server_id" >"$NGINX_RUN_DIR/config.json"
chmod 644 "$NGINX_RUN_DIR/config.json"

if [ "${1:-}" = --render-only ]; then
  echo "$NGINX_RUN_DIR/nginx.conf"
  exit 0
fi
exec nginx -c "$NGINX_RUN_DIR/nginx.conf" -e stderr
