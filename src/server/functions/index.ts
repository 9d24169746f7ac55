import type { Hono } from 'hono';
import type { ServerDeps } from '../deps';
import type { FunctionDefinition } from './define';
import * as definitions from './definitions';
import { functionsRouter } from './router';

/** Every backend function's definition, as definitions.ts lists them. */
export const functions: readonly FunctionDefinition[] = Object.values(definitions);

/** The backend functions at /functions/v1/<name> (router.ts): all of them, or those named. */
export function functionsApp(deps: ServerDeps, served: readonly FunctionDefinition[] = functions): Hono {
  return functionsRouter(deps, served);
}
