// Interim version. The building-blocks issue draws the chart.
export default function ClimateChart() {
  return null;
}
