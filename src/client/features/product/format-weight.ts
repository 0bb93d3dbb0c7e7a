import { formatIndianNumber } from '@shared/indian-format';

/** A weight to the milligram, as a jeweller writes it: "12.129 g". */
export function formatGrams(weight: number): string {
  return `${formatIndianNumber(weight, 3)} g`;
}
