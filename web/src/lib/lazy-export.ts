import { lazy, type ComponentType } from 'react';
import { guardChunkLoad } from './chunk-reload.ts';

/**
 * A component whose code is a chunk of its own, loaded when it first renders (`load` imports its
 * module, `name` is its export). A chunk that fails to load reloads the page, as `guardChunkLoad`
 * says; any other failure reaches the nearest error boundary.
 */
export function lazyExport<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  return lazy(guardChunkLoad(() => load().then((module) => ({ default: module[name] }))));
}
