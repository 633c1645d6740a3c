# One image recipe for every Node process of Pet Cora (account, social, store, catalog-worker, gateway,
# square-emulator), parameterised by build args. Build from the repository root, e.g.:
#
#   docker build -f infra/docker/node-service.Dockerfile \
#     --build-arg WORKSPACE=services/account --build-arg PACKAGE=@petcora/account-service \
#     --build-arg PORT=3001 -t petcora/account .
#
# The gateway image also builds and serves the shell and the three remotes:
#   --build-arg BUILD_PROJECTS=@petcora/gateway,@petcora/shell,@petcora/mfe-social,@petcora/mfe-store,@petcora/mfe-account

# Node 20 to match the repository's engines field; one tag for every stage.
ARG NODE_IMAGE=node:20.20-bookworm-slim

# ---------------------------------------------------------------------------------------------------------
# manifests: only the files npm needs to install, so the dependency layers below stay cached while sources
# change. Copying every package.json (instead of naming each workspace here) keeps this file correct when a
# workspace is added.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir -p /manifests \
 && cp package.json package-lock.json .npmrc /manifests/ \
 && find . -name package.json -not -path './package.json' -not -path '*/node_modules/*' \
      -exec cp --parents {} /manifests/ \;

# ---------------------------------------------------------------------------------------------------------
# build: full install (dev dependencies included), then nx builds the package and, through the
# `dependsOn: ["^build"]` target default, every workspace library it depends on, in dependency order.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NX_DAEMON=false \
    NX_NO_CLOUD=true \
    NX_SKIP_NX_CACHE=true \
    CI=true
COPY --from=manifests /manifests/ ./
# Install scripts are not needed to build (native tools ship as optional platform packages).
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
ARG PACKAGE
ARG BUILD_PROJECTS=${PACKAGE}
RUN test -n "${PACKAGE}" || (echo "build arg PACKAGE is required" >&2; exit 1)
RUN npx nx run-many -t build --projects="${BUILD_PROJECTS}" --outputStyle=static
# Collect the build outputs (and nothing else) of whatever was built, keeping the workspace layout.
RUN mkdir -p /out \
 && for dir in libs/*/* services/* gateway shell mfe-* infra/*; do \
      if [ -d "$dir/dist" ]; then mkdir -p "/out/$dir" && cp -R "$dir/dist" "/out/$dir/"; fi; \
    done

# ---------------------------------------------------------------------------------------------------------
# runtime: production dependencies of this one workspace only (npm links the workspace libraries it uses),
# plus the built output.
FROM ${NODE_IMAGE} AS runtime
ARG WORKSPACE
ARG PACKAGE
ARG PORT=3000
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=${PORT}
WORKDIR /app
COPY --from=manifests /manifests/ ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund \
      --workspace "${PACKAGE}" --include-workspace-root=false \
 && npm cache clean --force
COPY --from=build /out/ ./
# Used by the gateway; harmless elsewhere (those folders only exist in the gateway image).
ENV SHELL_DIST_DIR=/app/shell/dist \
    MFE_SOCIAL_DIST_DIR=/app/mfe-social/dist \
    MFE_STORE_DIST_DIR=/app/mfe-store/dist \
    MFE_ACCOUNT_DIST_DIR=/app/mfe-account/dist
RUN test -f "${WORKSPACE}/dist/main.js" || (echo "missing ${WORKSPACE}/dist/main.js: did the build of ${PACKAGE} run?" >&2; exit 1)
# The process runs from its workspace folder, as `npm start -w <PACKAGE>` does locally.
WORKDIR /app/${WORKSPACE}
USER node
EXPOSE ${PORT}
# The slim image has no curl; Node's fetch does the probe. HEALTH_PORT lets compose point it elsewhere
# (the gateway listens on GATEWAY_PORT).
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.HEALTH_PORT || process.env.PORT) + '/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Exec form: node itself receives SIGTERM and shuts down gracefully (compose adds an init for reaping).
CMD ["node", "dist/main.js"]
