/** Cents as the import format writes a price: 12016 → "120.16". */
export function formatCentsAsDecimal(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
