import type { CampaignView } from '@tapin/core/contracts';

const DAY = 86_400_000;

/** A calendar date (YYYY-MM-DD) as a UTC day number, so day arithmetic has no time zone in it. */
const dayOf = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY);

/** Today as the campaign dates spell it (the owner's own calendar day). */
export function todayIso(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/** A date a number of days from another, as YYYY-MM-DD. */
export function addDays(date: string, days: number): string {
  return new Date((dayOf(date) + days) * DAY).toISOString().slice(0, 10);
}

export const campaignStatusLabel: Record<CampaignView['status'], string> = { active: 'Active', scheduled: 'Scheduled', draft: 'Draft', ended: 'Ended' };

/** "Dec 1, 2026 – Feb 28, 2027" */
export function dateRange(start: string, end: string): string {
  const f = (d: string) => new Date(`${d}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  return `${f(start)} – ${f(end)}`;
}

export interface TimelineBar {
  id: number;
  /** Where the bar starts and how wide it is, in percent of the timeline. */
  left: number;
  width: number;
}

/**
 * The timeline: every campaign as a bar on one axis from the earliest start to the latest end (today
 * included, so "now" is always on it), and where today falls, in percent.
 */
export function timeline(campaigns: readonly Pick<CampaignView, 'id' | 'startDate' | 'endDate'>[], today: string): { bars: TimelineBar[]; today: number; start: string; end: string } {
  const t = dayOf(today);
  const first = Math.min(t, ...campaigns.map((c) => dayOf(c.startDate)));
  const last = Math.max(t + 1, ...campaigns.map((c) => dayOf(c.endDate) + 1));
  const span = last - first;
  const pct = (day: number) => Math.round(((day - first) / span) * 1000) / 10;
  return {
    bars: campaigns.map((c) => ({ id: c.id, left: pct(dayOf(c.startDate)), width: Math.round(((dayOf(c.endDate) + 1 - dayOf(c.startDate)) / span) * 1000) / 10 })),
    today: pct(t),
    start: new Date(first * DAY).toISOString().slice(0, 10),
    end: new Date((last - 1) * DAY).toISOString().slice(0, 10),
  };
}
