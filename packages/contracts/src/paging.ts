import { z } from 'zod';

/** Page sizes the lists offer (the table's page-size picker, SPEC section 9). */
export const PAGE_SIZES = [5, 10, 20, 25, 50, 100] as const;

/** Highest page number a list accepts; far beyond any real list, it only bounds the offset. */
export const MAX_PAGE = 100_000;

/** A page number, 1 by default. */
export const page = z.number().int().min(1).max(MAX_PAGE).default(1);

/** One of PAGE_SIZES, 25 by default. */
export const pageSize = z.literal(PAGE_SIZES, { error: `Размер страницы: ${PAGE_SIZES.join(', ')}` }).default(25);

/** A sort direction, ascending by default. */
export const direction = z.enum(['asc', 'desc']).default('asc');

/** One page of a list, with the total count of matching rows. */
export function pageOf<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
  });
}
