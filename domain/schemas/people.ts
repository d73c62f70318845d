import { z } from 'zod';
import { ownershipKeys } from '../rules/household';

/** Stable keys; the household's own names are labels kept in settings. */
export const ownershipSchema = z.enum(ownershipKeys);
export type Ownership = z.infer<typeof ownershipSchema>;

export const viewerSchema = z.enum(['person1', 'person2', 'both']);
export type Viewer = z.infer<typeof viewerSchema>;
