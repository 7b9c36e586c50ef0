/**
 * Monthly climate normals for <ClimateChart /> on /samarkand/weather.
 *
 * The numbers must come from the facts file /work/shared/facts/samarkand/weather.md (which names
 * its source); never type them in from memory. As of November 2026 that file has no monthly table:
 * it lists one under «Gaps and doubts» («writers would need one from an official/climate source»).
 * Until then `samarkandClimate` is null and the chart renders nothing; the page's text says who
 * keeps the normals (Узгидромет).
 *
 * To add the data: copy the twelve months and the source exactly as the facts file gives them,
 * e.g. { month: 1, highC: …, lowC: …, precipitationMm: … }, and fill `source`.
 * src/components/ClimateChart/climate.test.ts checks the shape (12 months, low ≤ high, mm ≥ 0).
 */

export type MonthlyNormal = {
  /** 1 = January. */
  month: number;
  /** Average daily maximum, °C. */
  highC: number;
  /** Average daily minimum, °C. */
  lowC: number;
  /** Average monthly precipitation, mm. */
  precipitationMm: number;
};

export type ClimateNormals = {
  /** As the facts file names it, e.g. the weather service and the averaging period. */
  source: string;
  /** Link to the source, if the facts file gives one. */
  sourceUrl?: string;
  months: MonthlyNormal[];
};

export const samarkandClimate: ClimateNormals | null = null;
