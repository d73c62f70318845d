import { z } from 'zod';

/** A numeric id in a route path ('/api/library/42'): a positive whole number of at most 15 digits. */
export const pathId = (name: string) =>
  z
    .string()
    .regex(/^[1-9]\d{0,14}$/, `${name} must be a positive whole number`)
    .transform(Number);
