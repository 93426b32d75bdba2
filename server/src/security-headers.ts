import type { FastifyInstance } from 'fastify';

/** The CSP sources ('sha256-…') the prerendered pages' inline blocks need (see PageStore). */
export interface CspHashes {
  style: readonly string[];
  script: readonly string[];
}

const NO_HASHES: CspHashes = { style: [], script: [] };

/**
 * The security headers, defined once: the Node server sends them (registerSecurityHeaders) and
 * the build writes the same values for every other host (server/src/hosts/), so a site behind
 * nginx, Caddy, Netlify or Vercel sends exactly what `npm run serve` sends.
 */

/**
 * No inline scripts or styles, except the prerendered pages' own <style> blocks and
 * their one <script> (the theme, before the first paint), each allowed by its hash
 * ('sha256-…'); never 'unsafe-inline'.
 */
export function contentSecurityPolicy(hashes: CspHashes = NO_HASHES): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...hashes.script].join(' '),
    ["style-src 'self'", ...hashes.style].join(' '),
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Every response carries these (lower-case names, as Node sends them). */
export const FIXED_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'x-frame-options': 'DENY',
};

/** Sent only on responses that travelled over HTTPS: a browser ignores it on plain HTTP anyway. */
export const HSTS = {
  name: 'strict-transport-security',
  value: 'max-age=31536000; includeSubDomains',
};

/** The headers every response carries (HSTS apart, which depends on the request). */
export function securityHeaders(hashes: CspHashes = NO_HASHES): Record<string, string> {
  return {
    ...FIXED_SECURITY_HEADERS,
    'content-security-policy': contentSecurityPolicy(hashes),
  };
}

/** "content-security-policy" → "Content-Security-Policy", for the hosts' config files. */
export function headerDisplayName(name: string): string {
  return name.replace(
    /(^|-)([a-z])/g,
    (_, dash: string, letter: string) => dash + letter.toUpperCase(),
  );
}

/**
 * On every response, API and 404s included. HSTS only when the request came over HTTPS
 * (request.protocol believes X-Forwarded-Proto only when TRUST_PROXY is on). The hashes
 * are asked for per response: they change when a rebuilt page is read again (PageStore).
 */
export function registerSecurityHeaders(app: FastifyInstance, cspHashes: () => CspHashes): void {
  let cachedFor: CspHashes | undefined;
  let headers: Record<string, string> = {};
  app.addHook('onSend', (request, reply, payload, done) => {
    const hashes = cspHashes();
    if (hashes !== cachedFor) {
      cachedFor = hashes;
      headers = securityHeaders(hashes);
    }
    reply.headers(headers);
    if (request.protocol === 'https') reply.header(HSTS.name, HSTS.value);
    done(null, payload);
  });
}
