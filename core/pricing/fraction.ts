import { type Decimal, MoneyError, ONE, ZERO, divideToCents } from './money';

/**
 * An exact ratio of two decimals. Proportional discounts (a fixed discount spread over lines with
 * different VAT rates) need division; keeping numerator and denominator apart until the final
 * rounding means the one division is correctly rounded, never off by a truncated digit.
 */
export class Fraction {
  private constructor(
    readonly num: Decimal,
    readonly den: Decimal,
  ) {}

  static of(value: Decimal): Fraction {
    return new Fraction(value, ONE);
  }

  static ratio(num: Decimal, den: Decimal): Fraction {
    if (den.eq(ZERO)) throw new MoneyError('Cannot build a ratio with a zero denominator');
    return new Fraction(num, den);
  }

  static readonly zero = new Fraction(ZERO, ONE);

  plus(other: Fraction): Fraction {
    if (this.den.eq(other.den)) return new Fraction(this.num.plus(other.num), this.den);
    return new Fraction(this.num.times(other.den).plus(other.num.times(this.den)), this.den.times(other.den));
  }

  times(other: Fraction): Fraction {
    return new Fraction(this.num.times(other.num), this.den.times(other.den));
  }

  /** The value rounded half-up to 2 decimals. */
  toCents(): Decimal {
    return divideToCents(this.num, this.den);
  }
}
