import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { ApiErrorBody } from '../../../src/shared/api-contract';

/**
 * A path that exists answers a method it does not take with 405 and an `Allow` header
 * (RFC 9110, 15.5.6), not with a 404 that says the path is not there: `POST /de`,
 * `GET /api/sendEmail`. Which methods a path takes is read from the routes themselves as
 * they are registered, so a new route needs nothing here.
 *
 * Call `trackRouteMethods` before any route is registered and `answerOtherMethods` after
 * the last one.
 */
export type RouteMethods = Map<string, Set<string>>;

/** Marks the routes added below, so that they are not tracked themselves. */
const OURS = Symbol('method-not-allowed');

export function trackRouteMethods(app: FastifyInstance): RouteMethods {
  const routes: RouteMethods = new Map();
  app.addHook('onRoute', (route: RouteOptions & { [OURS]?: true }) => {
    if (route[OURS]) return;
    const methods = routes.get(route.url) ?? new Set<string>();
    for (const method of [route.method].flat()) methods.add(method.toUpperCase());
    routes.set(route.url, methods);
  });
  return routes;
}

/** GET first, then HEAD, then the rest in alphabetical order: "GET, HEAD", "POST". */
function allowHeader(methods: ReadonlySet<string>): string {
  const first = ['GET', 'HEAD'];
  const rank = (method: string) => (first.includes(method) ? first.indexOf(method) : first.length);
  return [...methods].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b)).join(', ');
}

export interface OtherMethodsOptions {
  /**
   * Paths a wildcard route matches but that do not exist (an unknown `/api/...` behind the
   * static files' `/*`): they keep their 404, whatever the method.
   */
  isUnknown?: (path: string) => boolean;
}

export function answerOtherMethods(
  app: FastifyInstance,
  routes: RouteMethods,
  { isUnknown = () => false }: OtherMethodsOptions = {},
): void {
  for (const [url, methods] of [...routes]) {
    const others = app.supportedMethods.filter((method) => !methods.has(method));
    if (others.length === 0) continue;
    const allow = allowHeader(methods);
    const isWildcard = url.includes('*');
    // Answered in onRequest, before a body is read: its size or syntax does not matter here.
    const refuse = async (request: FastifyRequest, reply: FastifyReply) => {
      if (isWildcard && isUnknown(request.url.split('?')[0] ?? '')) return reply.callNotFound();
      request.log.info({ code: 'method_not_allowed', status: 405 }, 'request rejected');
      const body: ApiErrorBody = { error: { code: 'method_not_allowed' } };
      return reply.code(405).header('allow', allow).send(body);
    };
    const route: RouteOptions & { [OURS]: true } = {
      [OURS]: true,
      method: others,
      url,
      onRequest: refuse,
      handler: refuse,
    };
    app.route(route);
  }
}
