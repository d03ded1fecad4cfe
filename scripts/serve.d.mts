import type { Server } from 'node:http';
export function serve(root: string, options?: { port?: number; host?: string; routes?: Record<string, unknown> }): Promise<{ server: Server; url: string }>;
