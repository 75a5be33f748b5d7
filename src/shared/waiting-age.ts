/** How long something has waited, in the largest whole unit a person would say ("3 days", "5 hours", "2 minutes"). */
export type WaitingAge = { unit: 'days' | 'hours' | 'minutes'; count: number };

export function waitingAge(since: Date, now: Date): WaitingAge {
  const minutes = Math.max(0, Math.floor((now.getTime() - since.getTime()) / 60_000));
  if (minutes >= 24 * 60) return { unit: 'days', count: Math.floor(minutes / (24 * 60)) };
  if (minutes >= 60) return { unit: 'hours', count: Math.floor(minutes / 60) };
  return { unit: 'minutes', count: minutes };
}
