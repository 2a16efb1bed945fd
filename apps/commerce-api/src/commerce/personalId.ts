/** Swedish personal identity number (spec section 5): 10 or 12 digits, a real date, a valid Luhn check digit. */
export function isValidPersonalId(value: string): boolean {
  const compact = value.replace(/[-+\s]/g, '');
  if (!/^\d{10}(\d{2})?$/.test(compact)) return false;
  const ten = compact.length === 12 ? compact.slice(2) : compact;
  const month = Number(ten.slice(2, 4));
  const day = Number(ten.slice(4, 6));
  const coordination = day > 60 ? day - 60 : day;
  if (month < 1 || month > 12 || coordination < 1 || coordination > 31) return false;
  const year = compact.length === 12 ? Number(compact.slice(0, 4)) : 2000 + Number(ten.slice(0, 2));
  const date = new Date(Date.UTC(year, month - 1, coordination));
  if (date.getUTCMonth() !== month - 1) return false;
  const sum = ten
    .split('')
    .map(Number)
    .reduce((total, digit, index) => {
      const weighted = index % 2 === 0 ? digit * 2 : digit;
      return total + (weighted > 9 ? weighted - 9 : weighted);
    }, 0);
  return sum % 10 === 0;
}
