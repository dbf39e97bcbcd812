#!/bin/sh
# deploy/configure.sh DIR: sets up a copy of the build (`npm run build`'s dist/) for one
# deployment, in place. POSIX sh and sed only, so it runs in the image's entrypoint,
# in a stock nginx image, in the tests (the nginx journeys) and on any host. Safe to run again on
# the same folder with other settings.
#
# Reads from its environment (unset = the build's default: the mock on the same origin):
#   DASHBOARD_API_BASE_URL        where the backend's /api paths live (empty = this origin)
#   DASHBOARD_OAUTH_CLIENT_ID     the dashboard's OAuth client id on the chat platform
#   DASHBOARD_OAUTH_AUTHORIZE_URL the platform's authorize page
#   DASHBOARD_AVATAR_HOST         where avatars live ({host}/avatars/{userId}/{hash}.png)
#   DASHBOARD_SERVER_PANEL_URL    the game-server panel the admin pages link to (empty = none)
#   DASHBOARD_BASE_PATH           the path the dashboard is served under (default /)
# and writes into DIR/index.html:
#   - <base href="{base path}">: every file of the build is addressed relative to it;
#   - <meta name="dashboard-config" content='{...}'>: the settings above, read by the app at start
#     (src/lib/runtime-config.ts) with no request of its own;
#   and replaces index.html's precompressed copies (.gz again with gzip -9; .br with brotli where
#   installed, else removed, so a stale copy is never served).
# With DASHBOARD_NGINX_CONF=FILE it also writes deploy/nginx.conf (or DASHBOARD_NGINX_TEMPLATE)
# filled in to FILE: DIR as the folder, the base path's locations, DASHBOARD_LISTEN (default 80),
# the Content-Security-Policy (the build's, DIR/content-security-policy.txt, with the API origin in
# connect-src and the API and avatar origins in img-src), and the /api proxy to DASHBOARD_API_UPSTREAM (left out when that is unset).
set -eu

fail() {
  printf 'configure.sh: %s\n' "$*" >&2
  exit 1
}

[ $# -eq 1 ] || fail "usage: DASHBOARD_...=... configure.sh DIR (the folder nginx serves)"
[ -d "$1" ] || fail "$1 is not a folder"
DIR=$(cd "$1" && pwd -P)
PAGE="$DIR/index.html"
[ -f "$PAGE" ] || fail "$PAGE does not exist: DIR must hold the build (npm run build's dist/)"
grep -q '<base href=' "$PAGE" && grep -q '<meta name="dashboard-config"' "$PAGE" ||
  fail "$PAGE has no <base href> or dashboard-config element: not a build of this dashboard"

# --- the settings -------------------------------------------------------------------------------
# No value may hold a quote, a backslash, angle brackets, white space or a control character: they
# go into HTML, JSON, a sed replacement and nginx's configuration, none of which needs them.
check_text() { # NAME VALUE
  case $2 in
  *[\"\'\\\<\>\`]* | *[[:space:]]* | *[[:cntrl:]]*)
    fail "$1 may not contain quotes, backslashes, <, >, spaces or control characters: '$2'"
    ;;
  esac
}

# An http(s) URL, or (when $3 is "path") also a path of this origin; trailing slashes dropped.
check_url() { # NAME VALUE [path]
  check_text "$1" "$2"
  case $2 in
  '') return 0 ;;
  http://?* | https://?*) ;;
  //*) fail "$1 must be an http(s) URL or a path, not a scheme-relative address: $2" ;;
  /*) [ "${3-}" = path ] || fail "$1 must be an http(s) URL: $2" ;;
  *) fail "$1 must be an http(s) URL${3:+ or a path starting with /}: $2" ;;
  esac
}

# For a sed replacement: the delimiter |, & and \ taken literally.
sed_text() { printf '%s' "$1" | sed -e 's/[\\&|]/\\&/g'; }

trim_slashes() { printf '%s' "$1" | sed -e 's#/*$##'; }

# scheme://host[:port] of an http(s) URL, as the browser writes an origin (no default port).
origin_of() {
  printf '%s' "$1" | sed -n -E \
    -e 's,^(https?://)([^/?#@]*@)?([^/?#]+).*,\1\3,' \
    -e 's,^(https://.+):443$,\1,' -e 's,^(http://.+):80$,\1,' \
    -e '/^https?:\/\/[A-Za-z0-9.-]+(:[0-9]+)?$/p' \
    -e '/^https?:\/\/\[[0-9A-Fa-f:.]+\](:[0-9]+)?$/p'
}

JSON=''
add() { # KEY VALUE
  JSON="$JSON${JSON:+,}\"$1\":\"$2\""
}

if [ -n "${DASHBOARD_API_BASE_URL+set}" ]; then
  check_url DASHBOARD_API_BASE_URL "$DASHBOARD_API_BASE_URL"
  API=$(trim_slashes "$DASHBOARD_API_BASE_URL")
  add apiBaseUrl "$API"
else
  API=''
fi
if [ -n "${DASHBOARD_OAUTH_CLIENT_ID+set}" ]; then
  check_text DASHBOARD_OAUTH_CLIENT_ID "$DASHBOARD_OAUTH_CLIENT_ID"
  add oauthClientId "$DASHBOARD_OAUTH_CLIENT_ID"
fi
if [ -n "${DASHBOARD_OAUTH_AUTHORIZE_URL+set}" ]; then
  check_url DASHBOARD_OAUTH_AUTHORIZE_URL "$DASHBOARD_OAUTH_AUTHORIZE_URL" path
  add oauthAuthorizeUrl "$DASHBOARD_OAUTH_AUTHORIZE_URL"
fi
if [ -n "${DASHBOARD_AVATAR_HOST+set}" ]; then
  check_url DASHBOARD_AVATAR_HOST "$DASHBOARD_AVATAR_HOST" path
  AVATAR=$(trim_slashes "$DASHBOARD_AVATAR_HOST")
  add avatarHost "$AVATAR"
else
  AVATAR=''
fi
if [ -n "${DASHBOARD_SERVER_PANEL_URL+set}" ]; then
  check_url DASHBOARD_SERVER_PANEL_URL "$DASHBOARD_SERVER_PANEL_URL" path
  add serverPanelUrl "$(trim_slashes "$DASHBOARD_SERVER_PANEL_URL")"
fi

# The base path: one slash at each end, plain segments only.
BASE=${DASHBOARD_BASE_PATH:-/}
check_text DASHBOARD_BASE_PATH "$BASE"
BASE=$(printf '%s' "$BASE" | sed -e 's#^/*#/#' -e 's#/*$#/#')
printf '%s' "$BASE" | grep -Eq '^/([A-Za-z0-9._~-]+/)*$' ||
  fail "DASHBOARD_BASE_PATH must be a path such as /dashboard/: $DASHBOARD_BASE_PATH"
printf '%s' "$BASE" | grep -Eq '/\.\.?/' && fail "DASHBOARD_BASE_PATH may not hold . or ..: $BASE"
add basePath "$BASE"

# nginx's settings, checked before anything is written.
if [ -n "${DASHBOARD_NGINX_CONF-}" ]; then
  TEMPLATE=${DASHBOARD_NGINX_TEMPLATE:-$(dirname "$0")/nginx.conf}
  [ -f "$TEMPLATE" ] || fail "no nginx template at $TEMPLATE"
  case $DIR in *[[:space:]\;\"\'\\\{\}\$]*) fail "nginx cannot be given this folder: $DIR" ;; esac
  LISTEN=${DASHBOARD_LISTEN:-80}
  check_text DASHBOARD_LISTEN "$LISTEN"
  printf '%s' "$LISTEN" | grep -Eq '^([0-9A-Za-z.-]+:|\[[0-9A-Fa-f:]+\]:)?[0-9]+$' ||
    fail "DASHBOARD_LISTEN must be a port or address:port: $LISTEN"
  UPSTREAM=${DASHBOARD_API_UPSTREAM-}
  if [ -n "$UPSTREAM" ]; then
    check_url DASHBOARD_API_UPSTREAM "$UPSTREAM"
    UPSTREAM=$(trim_slashes "$UPSTREAM")
  fi
fi
API_ORIGIN=$(origin_of "$API")
[ -z "$API" ] || [ -n "$API_ORIGIN" ] || fail "DASHBOARD_API_BASE_URL has no usable origin: $API"
AVATAR_ORIGIN=$(origin_of "$AVATAR")

# --- index.html ---------------------------------------------------------------------------------
# In an HTML attribute: & spelled out (the values hold no quote, < or >).
CONTENT=$(printf '{%s}' "$JSON" | sed -e 's/&/\&amp;/g')

TMP="$PAGE.configure-$$"
trap 'rm -f "$TMP"' EXIT
sed -e "s|<base href=\"[^\"]*\"[^>]*>|<base href=\"$(sed_text "$BASE")\" />|" \
  -e "s|<meta name=\"dashboard-config\"[^>]*>|<meta name=\"dashboard-config\" content='$(sed_text "$CONTENT")' />|" \
  "$PAGE" >"$TMP"
cat "$TMP" >"$PAGE"
rm -f "$TMP"

# The precompressed copies of the page (scripts/vite-plugins/precompressed-assets.ts) would be served instead of
# it: made again from the new page, or removed.
rm -f "$PAGE.gz" "$PAGE.br"
if command -v gzip >/dev/null 2>&1; then gzip -9 -n -c "$PAGE" >"$PAGE.gz"; fi
if command -v brotli >/dev/null 2>&1; then brotli -q 11 -c "$PAGE" >"$PAGE.br"; fi

# --- the nginx server -----------------------------------------------------------------------------
# The policy is the build's (deploy/security-headers.mjs's cspTemplate, written into DIR): each
# origin goes into its slot, the avatar host's only where it is not the backend's; an empty slot
# goes with the space before it. The result is contentSecurityPolicy({ apiOrigin, avatarOrigin })
# to the letter (deploy/configure.test.ts).
POLICY_FILE="$DIR/content-security-policy.txt"
[ -f "$POLICY_FILE" ] || fail "$POLICY_FILE does not exist: not a build of this dashboard"
AVATAR_SLOT_ORIGIN=$AVATAR_ORIGIN
[ "$AVATAR_ORIGIN" != "$API_ORIGIN" ] || AVATAR_SLOT_ORIGIN=
CSP=$(sed -e "s| {api-origin}|${API_ORIGIN:+ $(sed_text "$API_ORIGIN")}|g" \
  -e "s| {avatar-origin}|${AVATAR_SLOT_ORIGIN:+ $(sed_text "$AVATAR_SLOT_ORIGIN")}|g" "$POLICY_FILE")
case $CSP in
*'{'* | '') fail "$POLICY_FILE is not the build's policy: $CSP" ;;
esac

if [ -n "${DASHBOARD_NGINX_CONF-}" ]; then
  if [ -n "$UPSTREAM" ]; then
    PROXY="s|proxy_pass http://backend:8080;|proxy_pass $(sed_text "$UPSTREAM");|"
  else
    PROXY='/# BEGIN api-proxy/,/# END api-proxy/d'
  fi
  # Under a sub-path, its address without the last slash goes to the one with it.
  if [ "$BASE" = / ]; then
    BARE='s|^$|&|'
  else
    BARE="s|^    # Hashed, immutable build assets.\$|    location = $(sed_text "${BASE%/}") { return 301 $(sed_text "$BASE"); }\\
\\
&|"
  fi
  sed -e "s|^    listen 80;|    listen $LISTEN;|" \
    -e "s|^    set \$csp \".*\";|    set \$csp \"$(sed_text "$CSP")\";|" \
    -e "$PROXY" \
    -e "$BARE" \
    -e "s|alias /usr/share/nginx/html/|alias $(sed_text "$DIR")/|" \
    -e "s|^    location ^~ /assets/ {|    location ^~ $(sed_text "$BASE")assets/ {|" \
    -e "s|^    location / {|    location $(sed_text "$BASE") {|" \
    -e "s|^    location = /manifest.webmanifest {|    location = $(sed_text "$BASE")manifest.webmanifest {|" \
    -e "s|try_files \$uri /index.html;|try_files \$uri $(sed_text "$BASE")index.html;|" \
    "$TEMPLATE" >"$DASHBOARD_NGINX_CONF"
fi

printf 'configure.sh: %s is set up under %s (api: %s).\n' "$DIR" "$BASE" "${API:-this origin}"
printf 'configure.sh: register https://<this host>%slogin as the OAuth redirect; %ssetup checks the rest.\n' "$BASE" "$BASE"
