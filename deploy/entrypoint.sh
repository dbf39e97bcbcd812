#!/bin/sh
# The image's entrypoint (Dockerfile): sets up the served folder and nginx's server from the
# DASHBOARD_* environment with deploy/configure.sh (the very script the nginx journeys run), then
# runs nginx in the foreground. A wrong setting stops the container with configure.sh's message.
set -eu
export DASHBOARD_NGINX_CONF="${DASHBOARD_NGINX_CONF:-/etc/nginx/conf.d/dashboard.conf}"
export DASHBOARD_NGINX_TEMPLATE="${DASHBOARD_NGINX_TEMPLATE:-/opt/dashboard/nginx.conf}"
sh /opt/dashboard/configure.sh /usr/share/nginx/html
exec "$@"
