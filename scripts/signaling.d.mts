export function startSignaling(options?: { port?: number; host?: string; path?: string }): Promise<{ port: number; path: string; close: () => Promise<void> }>;
