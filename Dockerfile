# Production image: builds against the compose PostgreSQL, applies migrations at start.
FROM node:22-bookworm-slim
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
EXPOSE 3000
# The build reads the database (public pages are prerendered from it), so it runs at container start.
CMD ["sh", "-c", "npm run build && npm start"]
