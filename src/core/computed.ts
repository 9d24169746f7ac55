import { createContext, useContext } from 'react';

/** Data the engine computed at build time for the block being rendered (see PageData.computed). */
export const ComputedContext = createContext<unknown>(undefined);

export function useComputed<T>(): T | undefined {
  return useContext(ComputedContext) as T | undefined;
}
