// Weights are shown only with a piece's details, so their formatter loads with them, not with the shell.
const grams = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 3, maximumFractionDigits: 3 });

/** A weight to the milligram, as a jeweller writes it: "12.129 g". */
export function formatGrams(weight: number): string {
  return `${grams.format(weight)} g`;
}
