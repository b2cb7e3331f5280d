/** The time, injectable so tests can move it (the 14-day purge, lock-out expiry, link expiry). */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

export const addMinutes = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);
export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);
