import { createContext } from 'react';
import type { RouteObject } from 'react-router';

/** The router's route list, so the shell can tell which table row is on screen. */
export const RouteObjectsContext = createContext<readonly RouteObject[]>([]);
