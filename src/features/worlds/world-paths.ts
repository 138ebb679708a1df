export const worldEditPath = (worldId: string) => `/worlds/${encodeURIComponent(worldId)}/edit`;
export const worldSearchPath = (worldId: string) => `/worlds/${encodeURIComponent(worldId)}/search`;
