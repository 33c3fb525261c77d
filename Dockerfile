# One image definition for the three services; docker-compose picks the command per service.
FROM node:24-bookworm-slim AS deps
WORKDIR /app
RUN npm install -g pnpm@12.21.0
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
COPY api/package.json api/
COPY bff/package.json bff/
COPY web/package.json web/
COPY e2e/package.json e2e/
COPY packages/visitor-address/package.json packages/visitor-address/
RUN pnpm install --frozen-lockfile

FROM deps AS build
COPY . .
RUN pnpm build

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app /app
USER node
