import { channel } from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';

/** A route of the real app, as Fastify registered it. */
export interface DiscoveredRoute {
  /** 'POST /api/v1/contact' */
  key: string;
  method: string;
  url: string;
  body?: z.ZodType;
  params?: z.ZodType;
  querystring?: z.ZodType;
  public: boolean;
}

interface InitializationMessage {
  fastify: FastifyInstance;
}

function zodSchema(value: unknown): z.ZodType | undefined {
  return value instanceof z.ZodType ? value : undefined;
}

/**
 * Runs `build` (which builds the app) and answers every route it registered, through Fastify's
 * documented `fastify.initialization` diagnostics channel and an onRoute hook: the list comes
 * from the app itself, so a new route is fuzzed (fuzz/fuzz.test.ts) and checked against the
 * OpenAPI document (openapi.test.ts) without editing either test.
 */
export async function collectRoutes<T>(
  build: () => Promise<T>,
): Promise<{ built: T; routes: DiscoveredRoute[] }> {
  const routes: DiscoveredRoute[] = [];
  const onRoute = (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const schema = route.schema ?? {};
    for (const method of methods) {
      routes.push({
        key: `${method} ${route.url}`,
        method,
        url: route.url,
        body: zodSchema(schema.body),
        params: zodSchema(schema.params),
        querystring: zodSchema(schema.querystring),
        public: (route.config as { public?: boolean } | undefined)?.public === true,
      });
    }
  };
  const initialization = channel('fastify.initialization');
  const subscriber = (message: unknown) => {
    (message as InitializationMessage).fastify.addHook('onRoute', onRoute);
  };
  initialization.subscribe(subscriber);
  try {
    const built = await build();
    return { built, routes };
  } finally {
    initialization.unsubscribe(subscriber);
  }
}
