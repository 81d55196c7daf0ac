/** The year and month an archive address names; null when a segment is not a year or a month. */
export interface ArchiveParams {
  year: number | null;
  month: number | null;
}

export function archiveParamsOf(params: Record<string, string>): ArchiveParams | null {
  const { year, month } = params;
  if (year !== undefined && !/^\d{4}$/.test(year)) return null;
  if (month !== undefined && !/^\d{1,2}$/.test(month)) return null;
  const monthNumber = month === undefined ? null : Number(month);
  if (monthNumber !== null && (monthNumber < 1 || monthNumber > 12)) return null;
  return { year: year === undefined ? null : Number(year), month: monthNumber };
}

export interface ArchiveYear {
  year: number;
  storyCount: number;
  months: Array<{ month: number; storyCount: number }>;
}

/** The archive's months (newest first) grouped under their years. */
export function groupByYear(
  months: ReadonlyArray<{ year: number; month: number; storyCount: number }>,
): ArchiveYear[] {
  const years: ArchiveYear[] = [];
  for (const entry of months) {
    let last = years.at(-1);
    if (last?.year !== entry.year) {
      last = { year: entry.year, storyCount: 0, months: [] };
      years.push(last);
    }
    last.storyCount += entry.storyCount;
    last.months.push({ month: entry.month, storyCount: entry.storyCount });
  }
  return years;
}
