# One image for any backend and any path (docs/deploy.md). Every step it runs is one
# `npm test` runs directly on this repository: `npm ci`, `npm run build` (the build step),
# deploy/configure.sh and Debian's nginx with deploy/nginx.conf (the nginx journeys,
# playwright.nginx.config.ts). The image itself is not built in the tests: base images cannot be
# pulled there.

# --- build: the static files, the same for every deployment ---------------------------------------
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- mock: the standalone mock backend (`npm run mock-api`), only for trying the image out ------
FROM build AS mock
ENV HOST=0.0.0.0 PORT=8787
EXPOSE 8787
CMD ["npm", "run", "mock-api"]

# --- serve (the default target): Debian's nginx (the one the tests run), configured at start ---------------------------
FROM debian:bookworm-slim
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends nginx gzip \
 && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/default \
 && ln -sf /dev/stdout /var/log/nginx/access.log \
 && ln -sf /dev/stderr /var/log/nginx/error.log
COPY --from=build /app/dist /usr/share/nginx/html
COPY deploy/configure.sh deploy/nginx.conf deploy/entrypoint.sh /opt/dashboard/
# Unset DASHBOARD_* keep the build's defaults (the mock on the same origin): set them in
# compose.yaml or with `docker run -e`.
ENV DASHBOARD_LISTEN=80
EXPOSE 80
ENTRYPOINT ["sh", "/opt/dashboard/entrypoint.sh"]
CMD ["nginx", "-g", "daemon off;"]
