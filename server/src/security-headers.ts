import type { FastifyInstance } from 'fastify';

/**
 * No inline scripts or styles, except the prerendered pages' own <style> blocks and
 * their one <script> (the theme, before the first paint), each allowed by its hash
 * ('sha256-…'); never 'unsafe-inline'.
 */
export function contentSecurityPolicy(
  styleHashes: readonly string[] = [],
  scriptHashes: readonly string[] = [],
): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    ["style-src 'self'", ...styleHashes].join(' '),
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'x-frame-options': 'DENY',
};

/** The headers every response carries (HSTS apart, which depends on the request). */
export function securityHeaders(
  styleHashes: readonly string[] = [],
  scriptHashes: readonly string[] = [],
): Record<string, string> {
  return {
    ...HEADERS,
    'content-security-policy': contentSecurityPolicy(styleHashes, scriptHashes),
  };
}

/** On every response, API and 404s included. HSTS only when the request came over HTTPS
 * (request.protocol believes X-Forwarded-Proto only when TRUST_PROXY is on). */
export function registerSecurityHeaders(
  app: FastifyInstance,
  styleHashes: readonly string[] = [],
  scriptHashes: readonly string[] = [],
): void {
  const headers = securityHeaders(styleHashes, scriptHashes);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(headers);
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    return payload;
  });
}
