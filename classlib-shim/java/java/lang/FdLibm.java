package java.lang;

/**
 * fdlibm 5.3 (netlib "Freely Distributable LIBM") algorithms in Java, for the bit-exact results
 * that {@link StrictMath} must return (rjvm shim). As in JDK 17, only cbrt, exp, pow and hypot
 * are Java; StrictMath's other fdlibm functions are VM natives (vm/src/native/fdlibm.rs, a Rust
 * port of the same routines).
 *
 * Each method follows the corresponding C routine of fdlibm 5.3 operation for operation (same
 * constants, same evaluation order, same word manipulations), so that IEEE double arithmetic
 * gives the same bits as HotSpot's StrictMath (JNI to C fdlibm, or the JDK's own Java ports).
 * The C file each method comes from is named in its comment. The 32-bit high/low words of a
 * double, which fdlibm reads and writes through pointer casts, are accessed with
 * {@link Double#doubleToRawLongBits} and {@link Double#longBitsToDouble}.
 *
 * sqrt is an exact IEEE operation and comes from StrictMath's natives.
 */
final class FdLibm {
    private FdLibm() {
    }

    // ---------------------------------------------------------------- word access

    private static int hi(double x) {
        return (int) (Double.doubleToRawLongBits(x) >> 32);
    }

    private static int lo(double x) {
        return (int) Double.doubleToRawLongBits(x);
    }

    private static double withHi(double x, int h) {
        return Double.longBitsToDouble((Double.doubleToRawLongBits(x) & 0xffffffffL) | ((long) h << 32));
    }

    private static double withLo(double x, int l) {
        return Double.longBitsToDouble((Double.doubleToRawLongBits(x) & 0xffffffff00000000L) | (l & 0xffffffffL));
    }

    private static double fromWords(int h, int l) {
        return Double.longBitsToDouble(((long) h << 32) | (l & 0xffffffffL));
    }

    /** fabs: clears the sign bit (also of zeros and NaNs). */
    private static double fabs(double x) {
        return Double.longBitsToDouble(Double.doubleToRawLongBits(x) & 0x7fffffffffffffffL);
    }

    /** copysign(x, y): the magnitude of x with the sign bit of y. */
    private static double copysign(double x, double y) {
        return Double.longBitsToDouble((Double.doubleToRawLongBits(x) & 0x7fffffffffffffffL)
                | (Double.doubleToRawLongBits(y) & 0x8000000000000000L));
    }

    /**
     * The quiet NaN a binary operation on a and b yields when at least one is NaN: a's if a is
     * NaN, else b's. Which operand's payload x86 propagates when both are NaN depends on the
     * operand order the compiler chose, so the fdlibm routines pick explicitly (HotSpot's
     * choice, measured) instead of relying on the order of this VM's {@code +}; {@code v + v}
     * only quiets v.
     */
    private static double nan2(double a, double b) {
        return (a != a) ? a + a : b + b;
    }

    private static final double TWO54 = 1.80143985094819840000e+16; // 0x43500000 00000000
    private static final double TWOM54 = 5.55111512312578270212e-17; // 0x3C900000 00000000
    private static final double HUGE = 1.0e+300;
    private static final double TINY = 1.0e-300;

    /** s_scalbn.c: x * 2**n computed by exponent manipulation. */
    private static double scalbn(double x, int n) {
        int hx = hi(x);
        int lx = lo(x);
        int k = (hx & 0x7ff00000) >> 20; // extract exponent
        if (k == 0) { // 0 or subnormal x
            if ((lx | (hx & 0x7fffffff)) == 0) {
                return x; // +-0
            }
            x *= TWO54;
            hx = hi(x);
            k = ((hx & 0x7ff00000) >> 20) - 54;
            if (n < -50000) {
                return TINY * x; // underflow
            }
        }
        if (k == 0x7ff) {
            return x + x; // NaN or Inf
        }
        k = k + n;
        if (k > 0x7fe) {
            return HUGE * copysign(HUGE, x); // overflow
        }
        if (k > 0) { // normal result
            return withHi(x, (hx & 0x800fffff) | (k << 20));
        }
        if (k <= -54) {
            if (n > 50000) { // in case integer overflow in n+k
                return HUGE * copysign(HUGE, x); // overflow
            } else {
                return TINY * copysign(TINY, x); // underflow
            }
        }
        k += 54; // subnormal result
        x = withHi(x, (hx & 0x800fffff) | (k << 20));
        return x * TWOM54;
    }

    // ---------------------------------------------------------------- cube root

    /**
     * fdlibm 5.3 s_cbrt.c, as the JDK's FdLibm.Cbrt (the libm crate's cbrt is FreeBSD's
     * later rewrite, whose results differ in the last bit for some arguments).
     */
    static double cbrt(double x) {
        final int b1 = 715094163; // B1 = (682-0.03306235651)*2**20
        final int b2 = 696219795; // B2 = (664-0.03306235651)*2**20
        final double c = 5.42857142857142815906e-01; // 19/35
        final double d = -7.05306122448979611050e-01; // -864/1225
        final double e = 1.41428571428571436819e+00; // 99/70
        final double f = 1.60714285714285720630e+00; // 45/28
        final double g = 3.57142857142857150787e-01; // 5/14
        double r, s, t = 0.0, w;
        int hx = hi(x);
        int sign = hx & 0x80000000;
        hx ^= sign;
        if (hx >= 0x7ff00000) {
            return x; // cbrt(NaN, INF) is itself (as HotSpot: unchanged, even a signalling NaN)
        }
        if ((hx | lo(x)) == 0) {
            return x; // cbrt(0) is itself
        }
        x = withHi(x, hx); // x <- |x|
        // rough cbrt to 5 bits
        if (hx < 0x00100000) { // subnormal number
            t = withHi(t, 0x43500000); // t = 2**54
            t *= x;
            t = withHi(t, hi(t) / 3 + b2);
        } else {
            t = withHi(t, hx / 3 + b1);
        }
        // new cbrt to 23 bits
        r = t * t / x;
        s = c + r * t;
        t *= g + f / (s + e + d / s);
        // chop to 20 bits and make it larger than cbrt(x)
        t = withLo(t, 0);
        t = withHi(t, hi(t) + 0x00000001);
        // one step newton iteration to 53 bits with error less than 0.667 ulps
        s = t * t;
        r = x / s;
        w = t + t;
        r = (r - t) / (w + r);
        t = t + t * r;
        // restore the sign bit
        return withHi(t, hi(t) | sign);
    }

    // ---------------------------------------------------------------- exponential

    private static final double LN2_HI = 6.93147180369123816490e-01; // 3fe62e42 fee00000
    private static final double LN2_LO = 1.90821492927058770002e-10; // 3dea39ef 35793c76
    private static final double INVLN2 = 1.44269504088896338700e+00; // 0x3ff71547 652b82fe
    private static final double O_THRESHOLD = 7.09782712893383973096e+02; // 0x40862E42 FEFA39EF
    private static final double U_THRESHOLD = -7.45133219101941108420e+02; // 0xc0874910 D52D3051
    private static final double TWOM1000 = 9.33263618503218878990e-302; // 2**-1000
    private static final double P1 = 1.66666666666666019037e-01; // 0x3FC55555 5555553E
    private static final double P2 = -2.77777777770155933842e-03; // 0xBF66C16C 16BEBD93
    private static final double P3 = 6.61375632143793436117e-05; // 0x3F11566A AF25DE2C
    private static final double P4 = -1.65339022054652515390e-06; // 0xBEBBBD41 C5D26BF1
    private static final double P5 = 4.13813679705723846039e-08; // 0x3E663769 72BEA4D0

    /** e_exp.c */
    static double exp(double x) {
        double hi = 0.0;
        double lo = 0.0;
        int k = 0;
        int hx = hi(x);
        int xsb = (hx >> 31) & 1; // sign bit of x
        hx &= 0x7fffffff; // high word of |x|

        // filter out non-finite argument
        if (hx >= 0x40862E42) { // |x| >= 709.78...
            if (hx >= 0x7ff00000) {
                if (((hx & 0xfffff) | lo(x)) != 0) {
                    return x + x; // NaN
                } else {
                    return (xsb == 0) ? x : 0.0; // exp(+-inf) = {inf, 0}
                }
            }
            if (x > O_THRESHOLD) {
                return HUGE * HUGE; // overflow
            }
            if (x < U_THRESHOLD) {
                return TWOM1000 * TWOM1000; // underflow
            }
        }

        // argument reduction
        if (hx > 0x3fd62e42) { // |x| > 0.5 ln2
            if (hx < 0x3FF0A2B2) { // and |x| < 1.5 ln2
                if (xsb == 0) {
                    hi = x - LN2_HI;
                    lo = LN2_LO;
                } else {
                    hi = x + LN2_HI;
                    lo = -LN2_LO;
                }
                k = 1 - xsb - xsb;
            } else {
                k = (int) (INVLN2 * x + ((xsb == 0) ? 0.5 : -0.5));
                double t = k;
                hi = x - t * LN2_HI; // t*ln2HI is exact here
                lo = t * LN2_LO;
            }
            x = hi - lo;
        } else if (hx < 0x3e300000) { // |x| < 2**-28
            if (HUGE + x > 1.0) {
                return 1.0 + x; // trigger inexact
            }
        } else {
            k = 0;
        }

        // x is now in primary range
        double t = x * x;
        double c = x - t * (P1 + t * (P2 + t * (P3 + t * (P4 + t * P5))));
        if (k == 0) {
            return 1.0 - ((x * c) / (c - 2.0) - x);
        }
        double y = 1.0 - ((lo - (x * c) / (2.0 - c)) - hi);
        if (k >= -1021) {
            return withHi(y, hi(y) + (k << 20)); // add k to y's exponent
        } else {
            y = withHi(y, hi(y) + ((k + 1000) << 20));
            return y * TWOM1000;
        }
    }

    // ---------------------------------------------------------------- hypot, pow

    /** e_hypot.c */
    static double hypot(double x, double y) {
        double a;
        double b;
        double t1;
        double t2;
        double w;
        if (x != x && y != y) {
            return nan2(fabs(y), x); // HotSpot gives |y|'s payload if both are NaN
        }
        int ha = hi(x) & 0x7fffffff; // high word of x
        int hb = hi(y) & 0x7fffffff; // high word of y
        if (hb > ha) {
            a = y;
            b = x;
            int j = ha;
            ha = hb;
            hb = j;
        } else {
            a = x;
            b = y;
        }
        a = withHi(a, ha); // a <- |a|
        b = withHi(b, hb); // b <- |b|
        if ((ha - hb) > 0x3c00000) {
            return a + b; // x/y > 2**60
        }
        int k = 0;
        if (ha > 0x5f300000) { // a > 2**500
            if (ha >= 0x7ff00000) { // Inf or NaN
                w = a + b; // for sNaN
                if (((ha & 0xfffff) | lo(a)) == 0) {
                    w = a;
                }
                if (((hb ^ 0x7ff00000) | lo(b)) == 0) {
                    w = b;
                }
                return w;
            }
            // scale a and b by 2**-600
            ha -= 0x25800000;
            hb -= 0x25800000;
            k += 600;
            a = withHi(a, ha);
            b = withHi(b, hb);
        }
        if (hb < 0x20b00000) { // b < 2**-500
            if (hb <= 0x000fffff) { // subnormal b or 0
                if ((hb | lo(b)) == 0) {
                    return a;
                }
                t1 = fromWords(0x7fd00000, 0); // t1 = 2^1022
                b *= t1;
                a *= t1;
                k -= 1022;
            } else { // scale a and b by 2^600
                ha += 0x25800000; // a *= 2^600
                hb += 0x25800000; // b *= 2^600
                k -= 600;
                a = withHi(a, ha);
                b = withHi(b, hb);
            }
        }
        // medium size a and b
        w = a - b;
        if (w > b) {
            t1 = fromWords(ha, 0);
            t2 = a - t1;
            w = StrictMath.sqrt(t1 * t1 - (b * (-b) - t2 * (a + t1)));
        } else {
            a = a + a;
            double y1 = fromWords(hb, 0);
            double y2 = b - y1;
            t1 = fromWords(ha + 0x00100000, 0);
            t2 = a - t1;
            w = StrictMath.sqrt(t1 * y1 - (w * (-w) - (t1 * y2 + t2 * b)));
        }
        if (k != 0) {
            t1 = fromWords(0x3ff00000 + (k << 20), 0); // 2^k
            return t1 * w;
        }
        return w;
    }

    private static final double[] BP = {1.0, 1.5};
    private static final double[] DP_H = {0.0, 5.84962487220764160156e-01}; // 0x3FE2B803 40000000
    private static final double[] DP_L = {0.0, 1.35003920212974897128e-08}; // 0x3E4CFDEB 43CFD006
    private static final double TWO53 = 9007199254740992.0; // 0x43400000 00000000
    // polynomial coefficients for (3/2)*(log(x)-2s-2/3*s**3)
    private static final double L1 = 5.99999999999994648725e-01; // 0x3FE33333 33333303
    private static final double L2 = 4.28571428578550184252e-01; // 0x3FDB6DB6 DB6FABFF
    private static final double L3 = 3.33333329818377432918e-01; // 0x3FD55555 518F264D
    private static final double L4 = 2.72728123808534006489e-01; // 0x3FD17460 A91D4101
    private static final double L5 = 2.30660745775561754067e-01; // 0x3FCD864A 93C9DB65
    private static final double L6 = 2.06975017800338417784e-01; // 0x3FCA7E28 4A454EEF
    private static final double LG2_FULL = 6.93147180559945286227e-01; // 0x3FE62E42 FEFA39EF
    private static final double LG2_H = 6.93147182464599609375e-01; // 0x3FE62E43 00000000
    private static final double LG2_L = -1.90465429995776804525e-09; // 0xBE205C61 0CA86C39
    private static final double OVT = 8.0085662595372944372e-0017; // -(1024-log2(ovfl+.5ulp))
    private static final double CP = 9.61796693925975554329e-01; // 0x3FEEC709 DC3A03FD = 2/(3ln2)
    private static final double CP_H = 9.61796700954437255859e-01; // 0x3FEEC709 E0000000 = (float)cp
    private static final double CP_L = -7.02846165095275826516e-09; // 0xBE3E2FE0 145B01F5 = tail of cp_h
    private static final double IVLN2 = 1.44269504088896338700e+00; // 0x3FF71547 652B82FE = 1/ln2
    private static final double IVLN2_H = 1.44269502162933349609e+00; // 0x3FF71547 60000000 = 24b 1/ln2
    private static final double IVLN2_L = 1.92596299112661746887e-08; // 0x3E54AE0B F85DDF44 = 1/ln2 tail

    /** e_pow.c (1.5 04/04/22): x**y. */
    static double pow(double x, double y) {
        double z;
        double ax;
        double zH;
        double zL;
        double pH;
        double pL;
        double y1;
        double t1;
        double t2;
        double r;
        double s;
        double t;
        double u;
        double v;
        double w;
        int i;
        int j;
        int k;
        int yisint;
        int n;
        int hx = hi(x);
        int lx = lo(x);
        int hy = hi(y);
        int ly = lo(y);
        int ix = hx & 0x7fffffff;
        int iy = hy & 0x7fffffff;

        // y == zero: x**0 = 1
        if ((iy | ly) == 0) {
            return 1.0;
        }

        // +-NaN return x+y
        if (ix > 0x7ff00000 || ((ix == 0x7ff00000) && (lx != 0))
                || iy > 0x7ff00000 || ((iy == 0x7ff00000) && (ly != 0))) {
            return nan2(y, x); // x+y; HotSpot gives y's payload if both are NaN
        }

        // determine if y is an odd int when x < 0:
        // yisint = 0 ... y is not an integer, 1 ... an odd int, 2 ... an even int
        yisint = 0;
        if (hx < 0) {
            if (iy >= 0x43400000) {
                yisint = 2; // even integer y
            } else if (iy >= 0x3ff00000) {
                k = (iy >> 20) - 0x3ff; // exponent
                if (k > 20) {
                    j = ly >>> (52 - k);
                    if ((j << (52 - k)) == ly) {
                        yisint = 2 - (j & 1);
                    }
                } else if (ly == 0) {
                    j = iy >> (20 - k);
                    if ((j << (20 - k)) == iy) {
                        yisint = 2 - (j & 1);
                    }
                }
            }
        }

        // special value of y
        if (ly == 0) {
            if (iy == 0x7ff00000) { // y is +-inf
                if (((ix - 0x3ff00000) | lx) == 0) {
                    return y - y; // (+-1)**+-inf is NaN
                } else if (ix >= 0x3ff00000) { // (|x|>1)**+-inf = inf, 0
                    return (hy >= 0) ? y : 0.0;
                } else { // (|x|<1)**-,+inf = inf, 0
                    return (hy < 0) ? -y : 0.0;
                }
            }
            if (iy == 0x3ff00000) { // y is +-1
                if (hy < 0) {
                    return 1.0 / x;
                } else {
                    return x;
                }
            }
            if (hy == 0x40000000) {
                return x * x; // y is 2
            }
            if (hy == 0x3fe00000) { // y is 0.5
                if (hx >= 0) { // x >= +0
                    return StrictMath.sqrt(x);
                }
            }
        }

        ax = fabs(x);
        // special value of x
        if (lx == 0) {
            if (ix == 0x7ff00000 || ix == 0 || ix == 0x3ff00000) {
                z = ax; // x is +-0, +-inf, +-1
                if (hy < 0) {
                    z = 1.0 / z; // z = (1/|x|)
                }
                if (hx < 0) {
                    if (((ix - 0x3ff00000) | yisint) == 0) {
                        z = (z - z) / (z - z); // (-1)**non-int is NaN
                    } else if (yisint == 1) {
                        z = -z; // (x<0)**odd = -(|x|**odd)
                    }
                }
                return z;
            }
        }

        n = (hx >> 31) + 1;

        // (x<0)**(non-int) is NaN
        if ((n | yisint) == 0) {
            return (x - x) / (x - x);
        }

        s = 1.0; // s (sign of result -ve**odd) = -1 else = 1
        if ((n | (yisint - 1)) == 0) {
            s = -1.0; // (-ve)**(odd int)
        }

        // |y| is huge
        if (iy > 0x41e00000) { // |y| > 2**31
            if (iy > 0x43f00000) { // |y| > 2**64, must over/underflow
                if (ix <= 0x3fefffff) {
                    return (hy < 0) ? HUGE * HUGE : TINY * TINY;
                }
                if (ix >= 0x3ff00000) {
                    return (hy > 0) ? HUGE * HUGE : TINY * TINY;
                }
            }
            // over/underflow if x is not close to one
            if (ix < 0x3fefffff) {
                return (hy < 0) ? s * HUGE * HUGE : s * TINY * TINY;
            }
            if (ix > 0x3ff00000) {
                return (hy > 0) ? s * HUGE * HUGE : s * TINY * TINY;
            }
            // now |1-x| is tiny <= 2**-20, suffices to compute log(x) by x-x^2/2+x^3/3-x^4/4
            t = ax - 1.0; // t has 20 trailing zeros
            w = (t * t) * (0.5 - t * (0.3333333333333333333333 - t * 0.25));
            u = IVLN2_H * t; // ivln2_h has 21 significant bits
            v = t * IVLN2_L - w * IVLN2;
            t1 = u + v;
            t1 = withLo(t1, 0);
            t2 = v - (t1 - u);
        } else {
            double ss;
            double s2;
            double sH;
            double sL;
            double tH;
            double tL;
            n = 0;
            // take care of subnormal numbers
            if (ix < 0x00100000) {
                ax *= TWO53;
                n -= 53;
                ix = hi(ax);
            }
            n += ((ix) >> 20) - 0x3ff;
            j = ix & 0x000fffff;
            // determine interval
            ix = j | 0x3ff00000; // normalize ix
            if (j <= 0x3988E) {
                k = 0; // |x| < sqrt(3/2)
            } else if (j < 0xBB67A) {
                k = 1; // |x| < sqrt(3)
            } else {
                k = 0;
                n += 1;
                ix -= 0x00100000;
            }
            ax = withHi(ax, ix);

            // compute ss = s_h+s_l = (x-1)/(x+1) or (x-1.5)/(x+1.5)
            u = ax - BP[k]; // bp[0]=1.0, bp[1]=1.5
            v = 1.0 / (ax + BP[k]);
            ss = u * v;
            sH = withLo(ss, 0);
            // t_h = ax+bp[k] High
            tH = fromWords(((ix >> 1) | 0x20000000) + 0x00080000 + (k << 18), 0);
            tL = ax - (tH - BP[k]);
            sL = v * ((u - sH * tH) - sH * tL);
            // compute log(ax)
            s2 = ss * ss;
            r = s2 * s2 * (L1 + s2 * (L2 + s2 * (L3 + s2 * (L4 + s2 * (L5 + s2 * L6)))));
            r += sL * (sH + ss);
            s2 = sH * sH;
            tH = 3.0 + s2 + r;
            tH = withLo(tH, 0);
            tL = r - ((tH - 3.0) - s2);
            // u+v = ss*(1+...)
            u = sH * tH;
            v = sL * tH + tL * ss;
            // 2/(3log2)*(ss+...)
            pH = u + v;
            pH = withLo(pH, 0);
            pL = v - (pH - u);
            zH = CP_H * pH; // cp_h+cp_l = 2/(3*log2)
            zL = CP_L * pH + pL * CP + DP_L[k];
            // log2(ax) = (ss+..)*2/(3*log2) = n + dp_h + z_h + z_l
            t = (double) n;
            t1 = (((zH + zL) + DP_H[k]) + t);
            t1 = withLo(t1, 0);
            t2 = zL - (((t1 - t) - DP_H[k]) - zH);
        }

        // split up y into y1+y2 and compute (y1+y2)*(t1+t2)
        y1 = withLo(y, 0);
        pL = (y - y1) * t1 + y * t2;
        pH = y1 * t1;
        z = pL + pH;
        j = hi(z);
        i = lo(z);
        if (j >= 0x40900000) { // z >= 1024
            if (((j - 0x40900000) | i) != 0) { // z > 1024
                return s * HUGE * HUGE; // overflow
            } else {
                if (pL + OVT > z - pH) {
                    return s * HUGE * HUGE; // overflow
                }
            }
        } else if ((j & 0x7fffffff) >= 0x4090cc00) { // z <= -1075
            if (((j - 0xc090cc00) | i) != 0) { // z < -1075
                return s * TINY * TINY; // underflow
            } else {
                if (pL <= z - pH) {
                    return s * TINY * TINY; // underflow
                }
            }
        }
        // compute 2**(p_h+p_l)
        i = j & 0x7fffffff;
        k = (i >> 20) - 0x3ff;
        n = 0;
        if (i > 0x3fe00000) { // if |z| > 0.5, set n = [z+0.5]
            n = j + (0x00100000 >> (k + 1));
            k = ((n & 0x7fffffff) >> 20) - 0x3ff; // new k for n
            t = fromWords(n & ~(0x000fffff >> k), 0);
            n = ((n & 0x000fffff) | 0x00100000) >> (20 - k);
            if (j < 0) {
                n = -n;
            }
            pH -= t;
        }
        t = pL + pH;
        t = withLo(t, 0);
        u = t * LG2_H;
        v = (pL - (t - pH)) * LG2_FULL + t * LG2_L;
        z = u + v;
        w = v - (z - u);
        t = z * z;
        t1 = z - t * (P1 + t * (P2 + t * (P3 + t * (P4 + t * P5))));
        r = (z * t1) / (t1 - 2.0) - (w + z * w);
        z = 1.0 - (r - z);
        j = hi(z);
        j += (n << 20);
        if ((j >> 20) <= 0) {
            z = scalbn(z, n); // subnormal output
        } else {
            z = withHi(z, hi(z) + (n << 20));
        }
        return s * z;
    }
}
