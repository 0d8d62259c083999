import type { APIRoute } from 'astro';
import { json } from '~/server/http/respond';

export const GET: APIRoute = () => json({ status: 'ok', uptime: Math.round(process.uptime()) });
