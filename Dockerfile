# Build stage: compile the server, bundle the web client, then drop dev dependencies.
FROM node:20-slim AS build
WORKDIR /app
# better-sqlite3 falls back to compiling when no prebuilt binary matches.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json .npmrc ./
RUN npm ci
COPY tsconfig.json tsconfig.build.json ./
COPY shared ./shared
COPY server ./server
COPY client ./client
RUN npm run build && npm prune --omit=dev

# Runtime stage: only what runs, as the unprivileged `node` user.
FROM node:20-slim
ENV NODE_ENV=production \
    PORT=2567 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
COPY --from=build --chown=node:node /app/client/dist ./client/dist
# The image has no ts-node: `npm run backup` runs the compiled tool (docs/operations.md, Backups).
RUN npm pkg set scripts.backup="node dist/server/src/tools/backup.js" \
 && mkdir -p /data && chown node:node /data
USER node
EXPOSE 2567
VOLUME ["/data"]
HEALTHCHECK --interval=15s --timeout=3s --start-period=15s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||2567)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# V8 flags: server/src/nodeFlags.ts says why.
CMD ["node", "--max-semi-space-size=32", "--heap-growing-percent=100", "dist/server/src/index.js"]
