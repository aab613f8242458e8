# ChessChat for self-hosting: `docker build -t chesschat .`, or `docker compose up` with compose.yaml.

# Build stage: every dependency, then the client (Vite) and the server bundle (esbuild) into dist/.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build

# Runtime stage: production dependencies and the built tree only, run by an unprivileged user.
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/app/data
WORKDIR /app
# DejaVu Sans: the font the game cards are drawn with (decision 190).
RUN apt-get update && apt-get install -y --no-install-recommends fonts-dejavu-core && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --omit=dev && npm cache clean --force
COPY scripts/start.mjs scripts/build.mjs ./scripts/
# The operator's moderator command (decision 281), run against the bundle dist/server/moderator.js.
COPY scripts/moderator.mjs ./scripts/
COPY --from=build /app/dist ./dist
RUN mkdir -p /app/data && chown node:node /app/data
USER node
VOLUME ["/app/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((res) => process.exit(res.ok ? 0 : 1), () => process.exit(1))"]
CMD ["npm", "start"]
