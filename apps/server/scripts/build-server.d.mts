/** Builds `root`'s src/server.ts into root/dist/server.js (scripts/build-server.mjs). */
export function buildServer(root: string, options?: { tsconfig?: string }): Promise<void>;
