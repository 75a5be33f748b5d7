import 'server-only';
/** Order numbers as customers read them over the phone: "TP-000123"; the id behind it for lookups. */
export function orderNumber(id: number): string {
  return `TP-${String(id).padStart(6, '0')}`;
}

export function orderIdOf(number: string): number | null {
  const match = /^TP-(\d{6,9})$/i.exec(number.trim());
  return match ? Number(match[1]) : null;
}
