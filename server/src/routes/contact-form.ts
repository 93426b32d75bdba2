import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../src/shared/languages';
import { HttpError } from '../http-error';
import { languageFromHeader } from '../language';
import { mediaTypeOf } from './json-only';

/**
 * The contact form without JavaScript. The page's <form> posts its fields the browser's way
 * (method="post", application/x-www-form-urlencoded) to the same endpoint as the script, so a
 * visitor with JavaScript off can write too, and no field ever lands in a URL. The answer is
 * a redirect (303, so a reload does not post again) to the page's note for the outcome, which
 * the page shows by CSS alone (`:target`): #contact-sent or #contact-failed.
 */
export const FORM_TYPE = 'application/x-www-form-urlencoded';

export function isFormPost(request: FastifyRequest): boolean {
  return mediaTypeOf(request) === FORM_TYPE;
}

/**
 * A form post is only taken from the site's own pages. A JSON post cannot come from another
 * site without a CORS preflight this server never grants; a form post can (any page on the
 * web may hold a <form action="https://this-site/api/sendEmail">). So: refuse one that a
 * browser marks as cross-site or same-site (Sec-Fetch-Site), or whose Origin is another
 * origin (`null` included). A client that sends neither header (an old browser, curl) passes.
 * A browser's `same-origin` is believed over Host: a static host's proxy (Netlify, Vercel)
 * asks this server by its own name, so Host is not the origin the visitor's browser saw.
 */
export function isForeignFormPost(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return true;
  if (site === 'same-origin') return false;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== request.host;
  } catch {
    return true; // `null` (a sandboxed frame, a privacy-sensitive redirect) or garbage
  }
}

export async function refuseForeignFormPosts(request: FastifyRequest): Promise<void> {
  if (isFormPost(request) && isForeignFormPost(request)) throw new HttpError(403, 'cross_site');
}

/** Form fields as plain own string properties (a `__proto__` field stays a field). */
export function registerFormParser(app: FastifyInstance): void {
  app.addContentTypeParser(FORM_TYPE, { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
}

/** The first path segment of the page that posted the form, when it names a language. */
function refererLanguage(referer: string | undefined): Language | undefined {
  if (!referer) return undefined;
  try {
    const segment = new URL(referer).pathname.split('/')[1];
    return isLanguage(segment) ? segment : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The language of the page a message came from: the form's hidden `lng` field; else the
 * page that posted it (also when the body was never read, as under the rate limit); else
 * the browser's preference; else German.
 */
export function pageLanguage(request: FastifyRequest): Language {
  const body: unknown = request.body;
  const field: unknown = body && typeof body === 'object' ? Reflect.get(body, 'lng') : undefined;
  if (isLanguage(field)) return field;
  return (
    refererLanguage(request.headers.referer) ??
    languageFromHeader(request.headers['accept-language']) ??
    DEFAULT_LANGUAGE
  );
}

/** Back to the page, at the note for the outcome (303: a reload does not post again). */
export function redirectToOutcome(
  request: FastifyRequest,
  reply: FastifyReply,
  outcome: 'sent' | 'failed',
): FastifyReply {
  return reply.redirect(`/${pageLanguage(request)}#contact-${outcome}`, 303);
}
