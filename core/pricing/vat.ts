// The VAT of a project by rate (issue 19: an offer with rows at different rates shows one VAT line
// per rate). Each rate's base follows the same discounts as the totals (catalogue discounts, the
// project percent, the fixed discount spread over everything), kept exact until the end, then
// rounded so that the printed bases add up to the total excluding VAT (largest remainder: the
// cents lost or gained by rounding go to the bases whose exact amounts were nearest the other way).
// Each rate's VAT is its printed base times the rate, rounded: every line can be checked by hand,
// and the project's VAT is their sum.
import { Fraction } from './fraction';
import { type Decimal, ZERO, parseDecimal, percentOf, round, toDecimalString } from './money';

/** One VAT rate of the offer: the amount it applies to and its VAT, as decimal text. */
export interface VatLine {
  /** The rate as the lines carry it ('22.00'). */
  rate: string;
  base: string;
  vat: string;
}

/** A part of the project at one rate, with the factor its own discounts scale it by. */
export interface VatPart {
  /** The rate as decimal text ('22.00'). */
  rate: string;
  /** Net amount before the scaling factor. */
  net: Decimal;
  /** Catalogue discounts (goods) or 1 (services). */
  factor: Fraction;
  goods: boolean;
}

export interface VatScaling {
  /** goodsAfterDiscount / totalGoods: the project's percent discount on goods. */
  goods: Fraction;
  /** totVatE / (goodsAfterDiscount + services): the fixed discount on everything. */
  all: Fraction;
  /** The total excluding VAT the bases must add up to, as printed. */
  totVatE: Decimal;
}

const CENT = round(ZERO.plus('0.01'));

/** Exact value of a fraction with enough digits to compare remainders. */
const exact = (f: Fraction): Decimal => f.num.div(f.den);

/** Rounds each amount to cents so that they add up to `total` (largest remainder). */
function apportion(amounts: readonly Fraction[], total: Decimal): Decimal[] {
  const rounded = amounts.map((a) => a.toCents());
  let missing = total.minus(rounded.reduce((s, v) => s.plus(v), ZERO));
  if (missing.eq(ZERO)) return rounded;
  const remainders = amounts.map((a, i) => ({ i, rest: exact(a).minus(rounded[i]!) }));
  // Cents to add go to the largest positive remainders; cents to take from the most negative ones.
  const up = missing.gt(ZERO);
  remainders.sort((a, b) => (up ? b.rest.cmp(a.rest) : a.rest.cmp(b.rest)) || a.i - b.i);
  for (let k = 0; !missing.eq(ZERO) && remainders.length; k = (k + 1) % remainders.length) {
    const { i } = remainders[k]!;
    rounded[i] = up ? rounded[i]!.plus(CENT) : rounded[i]!.minus(CENT);
    missing = up ? missing.minus(CENT) : missing.plus(CENT);
  }
  return rounded;
}

/** The VAT lines by rate, highest rate first; one line when every part has the same rate. */
export function vatByRate(parts: readonly VatPart[], scaling: VatScaling): VatLine[] {
  const byRate = new Map<string, Fraction>();
  for (const part of parts) {
    if (part.net.eq(ZERO)) continue;
    let scale = part.factor.times(scaling.all);
    if (part.goods) scale = scale.times(scaling.goods);
    const base = Fraction.of(part.net).times(scale);
    const known = byRate.get(part.rate);
    byRate.set(part.rate, known ? known.plus(base) : base);
  }
  const rates = [...byRate.keys()].sort((a, b) => parseDecimal(b).cmp(parseDecimal(a)) || a.localeCompare(b));
  if (rates.length === 0) return [];
  const bases = apportion(
    rates.map((r) => byRate.get(r)!),
    scaling.totVatE,
  );
  return rates.map((rate, i) => ({
    rate,
    base: toDecimalString(bases[i]!),
    vat: toDecimalString(round(percentOf(bases[i]!, parseDecimal(rate)))),
  }));
}
