/** Whole hours and the minutes beyond them, for "time-limited (hours and minutes remaining)" (SPEC §9). */
export function hoursAndMinutes(seconds: number): { hours: number; minutes: number } {
  const whole = Math.max(0, Math.floor(seconds));
  return { hours: Math.floor(whole / 3600), minutes: Math.floor((whole % 3600) / 60) };
}
