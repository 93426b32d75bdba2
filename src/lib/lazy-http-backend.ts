import type { BackendModule, InitOptions, ReadCallback, Services } from 'i18next';

type HttpBackendInstance = Pick<BackendModule, 'read'>;

/**
 * i18next-http-backend, fetched as its own chunk on the first translation request:
 * a prerendered page brings its translations inline, so most visits never need it.
 */
export class LazyHttpBackend implements BackendModule<object> {
  static type = 'backend' as const;
  type = 'backend' as const;
  private args?: [Services, object, InitOptions];
  private backend?: Promise<HttpBackendInstance>;

  init(services: Services, backendOptions: object, i18nextOptions: InitOptions): void {
    this.args = [services, backendOptions, i18nextOptions];
  }

  private load(): Promise<HttpBackendInstance> {
    this.backend ??= import('i18next-http-backend').then(
      ({ default: HttpBackend }) => new HttpBackend(...(this.args ?? [])),
    );
    return this.backend;
  }

  read(language: string, namespace: string, callback: ReadCallback): void {
    this.load().then(
      (backend) => backend.read(language, namespace, callback),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  }
}
