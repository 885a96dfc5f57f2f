import { z } from 'zod';
import { Market } from './enums.js';

/** How a holding, an order, an offering and an application name their stock on the wire. */
export const stockNameShape = {
  stockName: z.string(),
  stockExchange: Market,
  stockSymbol: z.string(),
};
