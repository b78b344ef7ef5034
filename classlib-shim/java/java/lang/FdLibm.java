package java.lang;

/**
 * fdlibm 5.3 (netlib "Freely Distributable LIBM") algorithms in Java, for the bit-exact results
 * that {@link StrictMath} must return (rjvm shim).
 *
 * Each method follows the corresponding C routine of fdlibm 5.3 operation for operation (same
 * constants, same evaluation order, same word manipulations), so that IEEE double arithmetic
 * gives the same bits as HotSpot's StrictMath (JNI to C fdlibm, or the JDK's own Java ports).
 * The C file each method comes from is named in its comment. The 32-bit high/low words of a
 * double, which fdlibm reads and writes through pointer casts, are accessed with
 * {@link Double#doubleToRawLongBits} and {@link Double#longBitsToDouble}.
 *
 * sqrt and floor are exact IEEE operations and come from StrictMath's natives; fmod (used by
 * IEEEremainder) is Java's exact {@code %} on doubles.
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
    static double scalbn(double x, int n) {
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

    // ---------------------------------------------------------------- trigonometric

    /** 24-bit chunks of 2/pi (e_rem_pio2.c two_over_pi). */
    private static final int[] TWO_OVER_PI = {
        0xA2F983, 0x6E4E44, 0x1529FC, 0x2757D1, 0xF534DD, 0xC0DB62,
        0x95993C, 0x439041, 0xFE5163, 0xABDEBB, 0xC561B7, 0x246E3A,
        0x424DD2, 0xE00649, 0x2EEA09, 0xD1921C, 0xFE1DEB, 0x1CB129,
        0xA73EE8, 0x8235F5, 0x2EBB44, 0x84E99C, 0x7026B4, 0x5F7E41,
        0x3991D6, 0x398353, 0x39F49C, 0x845F8B, 0xBDF928, 0x3B1FF8,
        0x97FFDE, 0x05980F, 0xEF2F11, 0x8B5A0A, 0x6D1F6D, 0x367ECF,
        0x27CB09, 0xB74F46, 0x3F669E, 0x5FEA2D, 0x7527BA, 0xC7EBE5,
        0xF17B3D, 0x0739F7, 0x8A5292, 0xEA6BFB, 0x5FB11F, 0x8D5D08,
        0x560330, 0x46FC7B, 0x6BABF0, 0xCFBC20, 0x9AF436, 0x1DA9E3,
        0x91615E, 0xE61B08, 0x659985, 0x5F14A0, 0x68408D, 0xFFD880,
        0x4D7327, 0x310606, 0x1556CA, 0x73A8C9, 0x60E27B, 0xC08C6B,
    };

    /** High words of n*pi/2 for n = 1..32 (e_rem_pio2.c npio2_hw). */
    private static final int[] NPIO2_HW = {
        0x3FF921FB, 0x400921FB, 0x4012D97C, 0x401921FB, 0x401F6A7A, 0x4022D97C,
        0x4025FDBB, 0x402921FB, 0x402C463A, 0x402F6A7A, 0x4031475C, 0x4032D97C,
        0x40346B9C, 0x4035FDBB, 0x40378FDB, 0x403921FB, 0x403AB41B, 0x403C463A,
        0x403DD85A, 0x403F6A7A, 0x40407E4C, 0x4041475C, 0x4042106C, 0x4042D97C,
        0x4043A28C, 0x40446B9C, 0x404534AC, 0x4045FDBB, 0x4046C6CB, 0x40478FDB,
        0x404858EB, 0x404921FB,
    };

    private static final double TWO24 = 1.67772160000000000000e+07; // 0x41700000 00000000
    private static final double TWON24 = 5.96046447753906250000e-08; // 0x3E700000 00000000
    private static final double INVPIO2 = 6.36619772367581382433e-01; // 0x3FE45F30 6DC9C883
    private static final double PIO2_1 = 1.57079632673412561417e+00; // 0x3FF921FB 54400000
    private static final double PIO2_1T = 6.07710050650619224932e-11; // 0x3DD0B461 1A626331
    private static final double PIO2_2 = 6.07710050630396597660e-11; // 0x3DD0B461 1A600000
    private static final double PIO2_2T = 2.02226624879595063154e-21; // 0x3BA3198A 2E037073
    private static final double PIO2_3 = 2.02226624871116645580e-21; // 0x3BA3198A 2E000000
    private static final double PIO2_3T = 8.47842766036889956997e-32; // 0x397B839A 252049C1

    /**
     * e_rem_pio2.c: x reduced modulo pi/2 into y[0] + y[1]; returns n (x = n*pi/2 + y), or
     * n mod 8 for huge arguments.
     */
    private static int remPio2(double x, double[] y) {
        double z;
        double w;
        double t;
        double r;
        double fn;
        int hx = hi(x);
        int ix = hx & 0x7fffffff;
        if (ix <= 0x3fe921fb) { // |x| ~<= pi/4, no reduction needed
            y[0] = x;
            y[1] = 0;
            return 0;
        }
        if (ix < 0x4002d97c) { // |x| < 3pi/4, special case with n = +-1
            if (hx > 0) {
                z = x - PIO2_1;
                if (ix != 0x3ff921fb) { // 33+53 bit pi is good enough
                    y[0] = z - PIO2_1T;
                    y[1] = (z - y[0]) - PIO2_1T;
                } else { // near pi/2, use 33+33+53 bit pi
                    z -= PIO2_2;
                    y[0] = z - PIO2_2T;
                    y[1] = (z - y[0]) - PIO2_2T;
                }
                return 1;
            } else { // negative x
                z = x + PIO2_1;
                if (ix != 0x3ff921fb) {
                    y[0] = z + PIO2_1T;
                    y[1] = (z - y[0]) + PIO2_1T;
                } else {
                    z += PIO2_2;
                    y[0] = z + PIO2_2T;
                    y[1] = (z - y[0]) + PIO2_2T;
                }
                return -1;
            }
        }
        if (ix <= 0x413921fb) { // |x| ~<= 2^19*(pi/2), medium size
            t = fabs(x);
            int n = (int) (t * INVPIO2 + 0.5);
            fn = (double) n;
            r = t - fn * PIO2_1;
            w = fn * PIO2_1T; // 1st round good to 85 bits
            if (n < 32 && ix != NPIO2_HW[n - 1]) {
                y[0] = r - w; // quick check: no cancellation
            } else {
                int j = ix >> 20;
                y[0] = r - w;
                int i = j - ((hi(y[0]) >> 20) & 0x7ff);
                if (i > 16) { // 2nd iteration needed, good to 118 bits
                    t = r;
                    w = fn * PIO2_2;
                    r = t - w;
                    w = fn * PIO2_2T - ((t - r) - w);
                    y[0] = r - w;
                    i = j - ((hi(y[0]) >> 20) & 0x7ff);
                    if (i > 49) { // 3rd iteration needed, 151 bits accuracy
                        t = r;
                        w = fn * PIO2_3;
                        r = t - w;
                        w = fn * PIO2_3T - ((t - r) - w);
                        y[0] = r - w;
                    }
                }
            }
            y[1] = (r - y[0]) - w;
            if (hx < 0) {
                y[0] = -y[0];
                y[1] = -y[1];
                return -n;
            }
            return n;
        }
        // all other (large) arguments
        if (ix >= 0x7ff00000) { // inf or NaN
            y[0] = y[1] = x - x;
            return 0;
        }
        // set z = scalbn(|x|, ilogb(x) - 23)
        int e0 = (ix >> 20) - 1046; // e0 = ilogb(z) - 23
        z = fromWords(ix - (e0 << 20), lo(x));
        double[] tx = new double[3];
        for (int i = 0; i < 2; i++) {
            tx[i] = (double) ((int) z);
            z = (z - tx[i]) * TWO24;
        }
        tx[2] = z;
        int nx = 3;
        while (tx[nx - 1] == 0.0) {
            nx--; // skip zero terms
        }
        int n = kernelRemPio2(tx, y, e0, nx, 2);
        if (hx < 0) {
            y[0] = -y[0];
            y[1] = -y[1];
            return -n;
        }
        return n;
    }

    /** pi/2 cut into 24-bit chunks (k_rem_pio2.c PIo2). */
    private static final double[] PIO2 = {
        1.57079625129699707031e+00, // 0x3FF921FB 40000000
        7.54978941586159635335e-08, // 0x3E74442D 00000000
        5.39030252995776476554e-15, // 0x3CF84698 80000000
        3.28200341580791294123e-22, // 0x3B78CC51 60000000
        1.27065575308067607349e-29, // 0x39F01B83 80000000
        1.22933308981111328932e-36, // 0x387A2520 40000000
        2.73370053816464559624e-44, // 0x36E38222 80000000
        2.16741683877804819444e-51, // 0x3569F31D 00000000
    };

    private static final int[] INIT_JK = {2, 3, 4, 6};

    /**
     * k_rem_pio2.c: the big-argument reduction. x[0..nx-1] are 24-bit pieces of the input
     * (scaled by 2^e0); the result y = x - N*pi/2 goes to y[] per prec; returns N mod 8.
     */
    private static int kernelRemPio2(double[] x, double[] y, int e0, int nx, int prec) {
        int[] iq = new int[20];
        double[] f = new double[20];
        double[] fq = new double[20];
        double[] q = new double[20];
        double z;
        double fw;
        int i;
        int j;
        int k;

        int jk = INIT_JK[prec];
        int jp = jk;

        // determine jx, jv, q0 (note that 3 > q0)
        int jx = nx - 1;
        int jv = (e0 - 3) / 24;
        if (jv < 0) {
            jv = 0;
        }
        int q0 = e0 - 24 * (jv + 1);

        // set up f[0] to f[jx+jk] where f[jx+jk] = ipio2[jv+jk]
        j = jv - jx;
        int m = jx + jk;
        for (i = 0; i <= m; i++, j++) {
            f[i] = (j < 0) ? 0.0 : (double) TWO_OVER_PI[j];
        }

        // compute q[0], q[1], ... q[jk]
        for (i = 0; i <= jk; i++) {
            for (j = 0, fw = 0.0; j <= jx; j++) {
                fw += x[j] * f[jx + i - j];
            }
            q[i] = fw;
        }

        int jz = jk;
        int n;
        int ih;
        while (true) { // "recompute:"
            // distill q[] into iq[] reversingly
            for (i = 0, j = jz, z = q[jz]; j > 0; i++, j--) {
                fw = (double) ((int) (TWON24 * z));
                iq[i] = (int) (z - TWO24 * fw);
                z = q[j - 1] + fw;
            }

            // compute n
            z = scalbn(z, q0); // actual value of z
            z -= 8.0 * StrictMath.floor(z * 0.125); // trim off integer >= 8
            n = (int) z;
            z -= (double) n;
            ih = 0;
            if (q0 > 0) { // need iq[jz-1] to determine n
                i = iq[jz - 1] >> (24 - q0);
                n += i;
                iq[jz - 1] -= i << (24 - q0);
                ih = iq[jz - 1] >> (23 - q0);
            } else if (q0 == 0) {
                ih = iq[jz - 1] >> 23;
            } else if (z >= 0.5) {
                ih = 2;
            }

            if (ih > 0) { // q > 0.5
                n += 1;
                int carry = 0;
                for (i = 0; i < jz; i++) { // compute 1-q
                    j = iq[i];
                    if (carry == 0) {
                        if (j != 0) {
                            carry = 1;
                            iq[i] = 0x1000000 - j;
                        }
                    } else {
                        iq[i] = 0xffffff - j;
                    }
                }
                if (q0 > 0) { // rare case: chance is 1 in 12
                    switch (q0) {
                        case 1:
                            iq[jz - 1] &= 0x7fffff;
                            break;
                        case 2:
                            iq[jz - 1] &= 0x3fffff;
                            break;
                        default:
                            break;
                    }
                }
                if (ih == 2) {
                    z = 1.0 - z;
                    if (carry != 0) {
                        z -= scalbn(1.0, q0);
                    }
                }
            }

            // check if recomputation is needed
            if (z == 0.0) {
                j = 0;
                for (i = jz - 1; i >= jk; i--) {
                    j |= iq[i];
                }
                if (j == 0) { // need recomputation
                    for (k = 1; iq[jk - k] == 0; k++) {
                        // k = number of terms needed
                    }
                    for (i = jz + 1; i <= jz + k; i++) { // add q[jz+1] to q[jz+k]
                        f[jx + i] = (double) TWO_OVER_PI[jv + i];
                        for (j = 0, fw = 0.0; j <= jx; j++) {
                            fw += x[j] * f[jx + i - j];
                        }
                        q[i] = fw;
                    }
                    jz += k;
                    continue;
                }
            }
            break;
        }

        // chop off zero terms
        if (z == 0.0) {
            jz -= 1;
            q0 -= 24;
            while (iq[jz] == 0) {
                jz--;
                q0 -= 24;
            }
        } else { // break z into 24-bit pieces if necessary
            z = scalbn(z, -q0);
            if (z >= TWO24) {
                fw = (double) ((int) (TWON24 * z));
                iq[jz] = (int) (z - TWO24 * fw);
                jz += 1;
                q0 += 24;
                iq[jz] = (int) fw;
            } else {
                iq[jz] = (int) z;
            }
        }

        // convert integer "bit" chunks to floating-point values
        fw = scalbn(1.0, q0);
        for (i = jz; i >= 0; i--) {
            q[i] = fw * (double) iq[i];
            fw *= TWON24;
        }

        // compute PIo2[0,...,jp]*q[jz,...,0]
        for (i = jz; i >= 0; i--) {
            for (fw = 0.0, k = 0; k <= jp && k <= jz - i; k++) {
                fw += PIO2[k] * q[i + k];
            }
            fq[jz - i] = fw;
        }

        // compress fq[] into y[] (prec 0..2 are all this routine is used with)
        switch (prec) {
            case 0:
                fw = 0.0;
                for (i = jz; i >= 0; i--) {
                    fw += fq[i];
                }
                y[0] = (ih == 0) ? fw : -fw;
                break;
            default:
                fw = 0.0;
                for (i = jz; i >= 0; i--) {
                    fw += fq[i];
                }
                y[0] = (ih == 0) ? fw : -fw;
                fw = fq[0] - fw;
                for (i = 1; i <= jz; i++) {
                    fw += fq[i];
                }
                y[1] = (ih == 0) ? fw : -fw;
                break;
        }
        return n & 7;
    }

    private static final double S1 = -1.66666666666666324348e-01; // 0xBFC55555 55555549
    private static final double S2 = 8.33333333332248946124e-03; // 0x3F811111 1110F8A6
    private static final double S3 = -1.98412698298579493134e-04; // 0xBF2A01A0 19C161D5
    private static final double S4 = 2.75573137070700676789e-06; // 0x3EC71DE3 57B1FE7D
    private static final double S5 = -2.50507602534068634195e-08; // 0xBE5AE5E6 8A2B9CEB
    private static final double S6 = 1.58969099521155010221e-10; // 0x3DE5D93A 5ACFD57C

    /** k_sin.c: sin on [-pi/4, pi/4]; y is the tail of x, iy == 0 means y is 0. */
    private static double kernelSin(double x, double y, int iy) {
        int ix = hi(x) & 0x7fffffff;
        if (ix < 0x3e400000) { // |x| < 2**-27
            if ((int) x == 0) {
                return x; // generate inexact
            }
        }
        double z = x * x;
        double v = z * x;
        double r = S2 + z * (S3 + z * (S4 + z * (S5 + z * S6)));
        if (iy == 0) {
            return x + v * (S1 + z * r);
        } else {
            return x - ((z * (0.5 * y - v * r) - y) - v * S1);
        }
    }

    private static final double C1 = 4.16666666666666019037e-02; // 0x3FA55555 5555554C
    private static final double C2 = -1.38888888888741095749e-03; // 0xBF56C16C 16C15177
    private static final double C3 = 2.48015872894767294178e-05; // 0x3EFA01A0 19CB1590
    private static final double C4 = -2.75573143513906633035e-07; // 0xBE927E4F 809C52AD
    private static final double C5 = 2.08757232129817482790e-09; // 0x3E21EE9E BDB4B1C4
    private static final double C6 = -1.13596475577881948265e-11; // 0xBDA8FAE9 BE8838D4

    /** k_cos.c: cos on [-pi/4, pi/4]; y is the tail of x. */
    private static double kernelCos(double x, double y) {
        int ix = hi(x) & 0x7fffffff;
        if (ix < 0x3e400000) { // |x| < 2**-27
            if (((int) x) == 0) {
                return 1.0; // generate inexact
            }
        }
        double z = x * x;
        double r = z * (C1 + z * (C2 + z * (C3 + z * (C4 + z * (C5 + z * C6)))));
        if (ix < 0x3FD33333) { // |x| < 0.3
            return 1.0 - (0.5 * z - (z * r - x * y));
        } else {
            double qx;
            if (ix > 0x3fe90000) { // |x| > 0.78125
                qx = 0.28125;
            } else {
                qx = fromWords(ix - 0x00200000, 0); // x/4
            }
            double hz = 0.5 * z - qx;
            double a = 1.0 - qx;
            return a - (hz - (z * r - x * y));
        }
    }

    private static final double[] T = {
        3.33333333333334091986e-01, // 3FD55555 55555563
        1.33333333333201242699e-01, // 3FC11111 1110FE7A
        5.39682539762260521377e-02, // 3FABA1BA 1BB341FE
        2.18694882948595424599e-02, // 3F9664F4 8406D637
        8.86323982359930005737e-03, // 3F8226E3 E96E8493
        3.59207910759131235356e-03, // 3F6D6D22 C9560328
        1.45620945432529025516e-03, // 3F57DBC8 FEE08315
        5.88041240820264096874e-04, // 3F4344D8 F2F26501
        2.46463134818469906812e-04, // 3F3026F7 1A8D1068
        7.81794442939557092300e-05, // 3F147E88 A03792A6
        7.14072491382608190305e-05, // 3F12B80F 32F0A7E9
        -1.85586374855275456654e-05, // BEF375CB DB605373
        2.59073051863633712884e-05, // 3EFB2A70 74BF7AD4
    };
    private static final double PIO4 = 7.85398163397448278999e-01; // 3FE921FB 54442D18
    private static final double PIO4LO = 3.06161699786838301793e-17; // 3C81A626 33145C07

    /** k_tan.c (1.5 04/04/22): tan (iy = 1) or -1/tan (iy = -1) on [-pi/4, pi/4]. */
    private static double kernelTan(double x, double y, int iy) {
        double z;
        double r;
        double v;
        double w;
        double s;
        int hx = hi(x);
        int ix = hx & 0x7fffffff; // high word of |x|
        if (ix < 0x3e300000) { // |x| < 2**-28
            if ((int) x == 0) { // generate inexact
                if (((ix | lo(x)) | (iy + 1)) == 0) {
                    return 1.0 / fabs(x);
                } else if (iy == 1) {
                    return x;
                } else { // compute -1 / (x+y) carefully
                    double a;
                    double t;
                    z = w = x + y;
                    z = withLo(z, 0);
                    v = y - (z - x);
                    t = a = -1.0 / w;
                    t = withLo(t, 0);
                    s = 1.0 + t * z;
                    return t + a * (s + t * v);
                }
            }
        }
        if (ix >= 0x3FE59428) { // |x| >= 0.6744
            if (hx < 0) {
                x = -x;
                y = -y;
            }
            z = PIO4 - x;
            w = PIO4LO - y;
            x = z + w;
            y = 0.0;
        }
        z = x * x;
        w = z * z;
        // x^5*(T[1]+x^2*T[2]+...) split into odd and even parts
        r = T[1] + w * (T[3] + w * (T[5] + w * (T[7] + w * (T[9] + w * T[11]))));
        v = z * (T[2] + w * (T[4] + w * (T[6] + w * (T[8] + w * (T[10] + w * T[12])))));
        s = z * x;
        r = y + z * (s * (r + v) + y);
        r += T[0] * s;
        w = x + r;
        if (ix >= 0x3FE59428) {
            v = (double) iy;
            return (double) (1 - ((hx >> 30) & 2)) * (v - 2.0 * (x - (w * w / (w + v) - r)));
        }
        if (iy == 1) {
            return w;
        } else {
            // compute -1.0 / (x+r) accurately
            double a;
            double t;
            z = w;
            z = withLo(z, 0);
            v = r - (z - x); // z+v = r+x
            t = a = -1.0 / w; // a = -1.0/w
            t = withLo(t, 0);
            s = 1.0 + t * z;
            return t + a * (s + t * v);
        }
    }

    /** s_sin.c */
    static double sin(double x) {
        int ix = hi(x) & 0x7fffffff;
        if (ix <= 0x3fe921fb) { // |x| ~< pi/4
            return kernelSin(x, 0.0, 0);
        } else if (ix >= 0x7ff00000) { // sin(Inf or NaN) is NaN
            return x - x;
        } else {
            double[] y = new double[2];
            int n = remPio2(x, y);
            switch (n & 3) {
                case 0:
                    return kernelSin(y[0], y[1], 1);
                case 1:
                    return kernelCos(y[0], y[1]);
                case 2:
                    return -kernelSin(y[0], y[1], 1);
                default:
                    return -kernelCos(y[0], y[1]);
            }
        }
    }

    /** s_cos.c */
    static double cos(double x) {
        int ix = hi(x) & 0x7fffffff;
        if (ix <= 0x3fe921fb) { // |x| ~< pi/4
            return kernelCos(x, 0.0);
        } else if (ix >= 0x7ff00000) { // cos(Inf or NaN) is NaN
            return x - x;
        } else {
            double[] y = new double[2];
            int n = remPio2(x, y);
            switch (n & 3) {
                case 0:
                    return kernelCos(y[0], y[1]);
                case 1:
                    return -kernelSin(y[0], y[1], 1);
                case 2:
                    return -kernelCos(y[0], y[1]);
                default:
                    return kernelSin(y[0], y[1], 1);
            }
        }
    }

    /** s_tan.c */
    static double tan(double x) {
        int ix = hi(x) & 0x7fffffff;
        if (ix <= 0x3fe921fb) { // |x| ~< pi/4
            return kernelTan(x, 0.0, 1);
        } else if (ix >= 0x7ff00000) { // tan(Inf or NaN) is NaN
            return x - x;
        } else {
            double[] y = new double[2];
            int n = remPio2(x, y);
            return kernelTan(y[0], y[1], 1 - ((n & 1) << 1)); // 1 if n even, -1 if n odd
        }
    }

    // ---------------------------------------------------------------- inverse trigonometric

    private static final double PIO2_HI = 1.57079632679489655800e+00; // 0x3FF921FB 54442D18
    private static final double PIO2_LO = 6.12323399573676603587e-17; // 0x3C91A626 33145C07
    private static final double PIO4_HI = 7.85398163397448278999e-01; // 0x3FE921FB 54442D18
    private static final double PS0 = 1.66666666666666657415e-01; // 0x3FC55555 55555555
    private static final double PS1 = -3.25565818622400915405e-01; // 0xBFD4D612 03EB6F7D
    private static final double PS2 = 2.01212532134862925881e-01; // 0x3FC9C155 0E884455
    private static final double PS3 = -4.00555345006794114027e-02; // 0xBFA48228 B5688F3B
    private static final double PS4 = 7.91534994289814532176e-04; // 0x3F49EFE0 7501B288
    private static final double PS5 = 3.47933107596021167570e-05; // 0x3F023DE1 0DFDF709
    private static final double QS1 = -2.40339491173441421878e+00; // 0xC0033A27 1C8A2D4B
    private static final double QS2 = 2.02094576023350569471e+00; // 0x40002AE5 9C598AC8
    private static final double QS3 = -6.88283971605453293030e-01; // 0xBFE6066C 1B8D0159
    private static final double QS4 = 7.70381505559019352791e-02; // 0x3FB3B8C5 B12E9282

    /** e_asin.c */
    static double asin(double x) {
        double t;
        double w;
        double p;
        double q;
        double s;
        int hx = hi(x);
        int ix = hx & 0x7fffffff;
        if (ix >= 0x3ff00000) { // |x| >= 1
            if (((ix - 0x3ff00000) | lo(x)) == 0) {
                return x * PIO2_HI + x * PIO2_LO; // asin(+-1) = +-pi/2 with inexact
            }
            return (x - x) / (x - x); // asin(|x| > 1) is NaN
        } else if (ix < 0x3fe00000) { // |x| < 0.5
            if (ix < 0x3e400000) { // |x| < 2**-27
                if (HUGE + x > 1.0) {
                    return x; // return x with inexact if x != 0
                }
            }
            t = x * x;
            p = t * (PS0 + t * (PS1 + t * (PS2 + t * (PS3 + t * (PS4 + t * PS5)))));
            q = 1.0 + t * (QS1 + t * (QS2 + t * (QS3 + t * QS4)));
            w = p / q;
            return x + x * w;
        }
        // 1 > |x| >= 0.5
        w = 1.0 - fabs(x);
        t = w * 0.5;
        p = t * (PS0 + t * (PS1 + t * (PS2 + t * (PS3 + t * (PS4 + t * PS5)))));
        q = 1.0 + t * (QS1 + t * (QS2 + t * (QS3 + t * QS4)));
        s = StrictMath.sqrt(t);
        if (ix >= 0x3FEF3333) { // |x| > 0.975
            w = p / q;
            t = PIO2_HI - (2.0 * (s + s * w) - PIO2_LO);
        } else {
            w = withLo(s, 0);
            double c = (t - w * w) / (s + w);
            double r = p / q;
            p = 2.0 * s * r - (PIO2_LO - 2.0 * c);
            q = PIO4_HI - 2.0 * w;
            t = PIO4_HI - (p - q);
        }
        return (hx > 0) ? t : -t;
    }

    private static final double PI = 3.14159265358979311600e+00; // 0x400921FB 54442D18

    /** e_acos.c */
    static double acos(double x) {
        double z;
        double p;
        double q;
        double r;
        double w;
        double s;
        int hx = hi(x);
        int ix = hx & 0x7fffffff;
        if (ix >= 0x3ff00000) { // |x| >= 1
            if (((ix - 0x3ff00000) | lo(x)) == 0) { // |x| == 1
                if (hx > 0) {
                    return 0.0; // acos(1) = 0
                } else {
                    return PI + 2.0 * PIO2_LO; // acos(-1) = pi
                }
            }
            return (x - x) / (x - x); // acos(|x| > 1) is NaN
        }
        if (ix < 0x3fe00000) { // |x| < 0.5
            if (ix <= 0x3c600000) {
                return PIO2_HI + PIO2_LO; // |x| < 2**-57
            }
            z = x * x;
            p = z * (PS0 + z * (PS1 + z * (PS2 + z * (PS3 + z * (PS4 + z * PS5)))));
            q = 1.0 + z * (QS1 + z * (QS2 + z * (QS3 + z * QS4)));
            r = p / q;
            return PIO2_HI - (x - (PIO2_LO - x * r));
        } else if (hx < 0) { // x < -0.5
            z = (1.0 + x) * 0.5;
            p = z * (PS0 + z * (PS1 + z * (PS2 + z * (PS3 + z * (PS4 + z * PS5)))));
            q = 1.0 + z * (QS1 + z * (QS2 + z * (QS3 + z * QS4)));
            s = StrictMath.sqrt(z);
            r = p / q;
            w = r * s - PIO2_LO;
            return PI - 2.0 * (s + w);
        } else { // x > 0.5
            z = (1.0 - x) * 0.5;
            s = StrictMath.sqrt(z);
            double df = withLo(s, 0);
            double c = (z - df * df) / (s + df);
            p = z * (PS0 + z * (PS1 + z * (PS2 + z * (PS3 + z * (PS4 + z * PS5)))));
            q = 1.0 + z * (QS1 + z * (QS2 + z * (QS3 + z * QS4)));
            r = p / q;
            w = r * s + c;
            return 2.0 * (df + w);
        }
    }

    private static final double[] ATANHI = {
        4.63647609000806093515e-01, // atan(0.5)hi 0x3FDDAC67 0561BB4F
        7.85398163397448278999e-01, // atan(1.0)hi 0x3FE921FB 54442D18
        9.82793723247329054082e-01, // atan(1.5)hi 0x3FEF730B D281F69B
        1.57079632679489655800e+00, // atan(inf)hi 0x3FF921FB 54442D18
    };
    private static final double[] ATANLO = {
        2.26987774529616870924e-17, // atan(0.5)lo 0x3C7A2B7F 222F65E2
        3.06161699786838301793e-17, // atan(1.0)lo 0x3C81A626 33145C07
        1.39033110312309984516e-17, // atan(1.5)lo 0x3C700788 7AF0CBBD
        6.12323399573676603587e-17, // atan(inf)lo 0x3C91A626 33145C07
    };
    private static final double[] AT = {
        3.33333333333329318027e-01, // 0x3FD55555 5555550D
        -1.99999999998764832476e-01, // 0xBFC99999 9998EBC4
        1.42857142725034663711e-01, // 0x3FC24924 920083FF
        -1.11111104054623557880e-01, // 0xBFBC71C6 FE231671
        9.09088713343650656196e-02, // 0x3FB745CD C54C206E
        -7.69187620504482999495e-02, // 0xBFB3B0F2 AF749A6D
        6.66107313738753120669e-02, // 0x3FB10D66 A0D03D51
        -5.83357013379057348645e-02, // 0xBFADDE2D 52DEFD9A
        4.97687799461593236017e-02, // 0x3FA97B4B 24760DEB
        -3.65315727442169155270e-02, // 0xBFA2B444 2C6A6C2F
        1.62858201153657823623e-02, // 0x3F90AD3A E322DA11
    };

    /** s_atan.c */
    static double atan(double x) {
        int hx = hi(x);
        int ix = hx & 0x7fffffff;
        int id;
        if (ix >= 0x44100000) { // |x| >= 2^66
            if (ix > 0x7ff00000 || (ix == 0x7ff00000 && (lo(x) != 0))) {
                return x + x; // NaN
            }
            if (hx > 0) {
                return ATANHI[3] + ATANLO[3];
            } else {
                return -ATANHI[3] - ATANLO[3];
            }
        }
        if (ix < 0x3fdc0000) { // |x| < 0.4375
            if (ix < 0x3e200000) { // |x| < 2^-29
                if (HUGE + x > 1.0) {
                    return x; // raise inexact
                }
            }
            id = -1;
        } else {
            x = fabs(x);
            if (ix < 0x3ff30000) { // |x| < 1.1875
                if (ix < 0x3fe60000) { // 7/16 <= |x| < 11/16
                    id = 0;
                    x = (2.0 * x - 1.0) / (2.0 + x);
                } else { // 11/16 <= |x| < 19/16
                    id = 1;
                    x = (x - 1.0) / (x + 1.0);
                }
            } else {
                if (ix < 0x40038000) { // |x| < 2.4375
                    id = 2;
                    x = (x - 1.5) / (1.0 + 1.5 * x);
                } else { // 2.4375 <= |x| < 2^66
                    id = 3;
                    x = -1.0 / x;
                }
            }
        }
        // end of argument reduction
        double z = x * x;
        double w = z * z;
        // break sum from i=0 to 10 aT[i]z**(i+1) into odd and even polynomials
        double s1 = z * (AT[0] + w * (AT[2] + w * (AT[4] + w * (AT[6] + w * (AT[8] + w * AT[10])))));
        double s2 = w * (AT[1] + w * (AT[3] + w * (AT[5] + w * (AT[7] + w * AT[9]))));
        if (id < 0) {
            return x - x * (s1 + s2);
        } else {
            z = ATANHI[id] - ((x * (s1 + s2) - ATANLO[id]) - x);
            return (hx < 0) ? -z : z;
        }
    }

    private static final double PI_O_4 = 7.8539816339744827900E-01; // 0x3FE921FB 54442D18
    private static final double PI_O_2 = 1.5707963267948965580E+00; // 0x3FF921FB 54442D18
    private static final double PI_LO = 1.2246467991473531772E-16; // 0x3CA1A626 33145C07

    /** e_atan2.c: atan2(y, x). */
    static double atan2(double y, double x) {
        double z;
        int hx = hi(x);
        int ix = hx & 0x7fffffff;
        int lx = lo(x);
        int hy = hi(y);
        int iy = hy & 0x7fffffff;
        int ly = lo(y);
        if (((ix | ((lx | -lx) >>> 31)) > 0x7ff00000) || ((iy | ((ly | -ly) >>> 31)) > 0x7ff00000)) {
            return nan2(x, y); // x or y is NaN: C's x+y, which gives x's payload if both are NaN
        }
        if (((hx - 0x3ff00000) | lx) == 0) {
            return atan(y); // x = 1.0
        }
        int m = ((hy >> 31) & 1) | ((hx >> 30) & 2); // 2*sign(x)+sign(y)

        // when y = 0
        if ((iy | ly) == 0) {
            switch (m) {
                case 0:
                case 1:
                    return y; // atan(+-0, +anything) = +-0
                case 2:
                    return PI + TINY; // atan(+0, -anything) = pi
                default:
                    return -PI - TINY; // atan(-0, -anything) = -pi
            }
        }
        // when x = 0
        if ((ix | lx) == 0) {
            return (hy < 0) ? -PI_O_2 - TINY : PI_O_2 + TINY;
        }
        // when x is INF
        if (ix == 0x7ff00000) {
            if (iy == 0x7ff00000) {
                switch (m) {
                    case 0:
                        return PI_O_4 + TINY; // atan(+INF, +INF)
                    case 1:
                        return -PI_O_4 - TINY; // atan(-INF, +INF)
                    case 2:
                        return 3.0 * PI_O_4 + TINY; // atan(+INF, -INF)
                    default:
                        return -3.0 * PI_O_4 - TINY; // atan(-INF, -INF)
                }
            } else {
                switch (m) {
                    case 0:
                        return 0.0; // atan(+..., +INF)
                    case 1:
                        return -0.0; // atan(-..., +INF)
                    case 2:
                        return PI + TINY; // atan(+..., -INF)
                    default:
                        return -PI - TINY; // atan(-..., -INF)
                }
            }
        }
        // when y is INF
        if (iy == 0x7ff00000) {
            return (hy < 0) ? -PI_O_2 - TINY : PI_O_2 + TINY;
        }

        // compute y/x
        int k = (iy - ix) >> 20;
        if (k > 60) {
            z = PI_O_2 + 0.5 * PI_LO; // |y/x| > 2**60
        } else if (hx < 0 && k < -60) {
            z = 0.0; // |y|/x < -2**60
        } else {
            z = atan(fabs(y / x)); // safe to do y/x
        }
        switch (m) {
            case 0:
                return z; // atan(+, +)
            case 1:
                return -z; // atan(-, +)
            case 2:
                return PI - (z - PI_LO); // atan(+, -)
            default:
                return (z - PI_LO) - PI; // atan(-, -)
        }
    }

    // ---------------------------------------------------------------- exponential and logarithm

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

    private static final double LG1 = 6.666666666666735130e-01; // 3FE55555 55555593
    private static final double LG2 = 3.999999999940941908e-01; // 3FD99999 9997FA04
    private static final double LG3 = 2.857142874366239149e-01; // 3FD24924 94229359
    private static final double LG4 = 2.222219843214978396e-01; // 3FCC71C5 1D8E78AF
    private static final double LG5 = 1.818357216161805012e-01; // 3FC74664 96CB03DE
    private static final double LG6 = 1.531383769920937332e-01; // 3FC39A09 D078C69F
    private static final double LG7 = 1.479819860511658591e-01; // 3FC2F112 DF3E5244

    /** e_log.c */
    static double log(double x) {
        int hx = hi(x);
        int lx = lo(x);
        int k = 0;
        if (hx < 0x00100000) { // x < 2**-1022
            if (((hx & 0x7fffffff) | lx) == 0) {
                return -TWO54 / 0.0; // log(+-0) = -inf
            }
            if (hx < 0) {
                return (x - x) / 0.0; // log(-#) = NaN
            }
            k -= 54;
            x *= TWO54; // subnormal number, scale up x
            hx = hi(x);
        }
        if (hx >= 0x7ff00000) {
            return x + x;
        }
        k += (hx >> 20) - 1023;
        hx &= 0x000fffff;
        int i = (hx + 0x95f64) & 0x100000;
        x = withHi(x, hx | (i ^ 0x3ff00000)); // normalize x or x/2
        k += (i >> 20);
        double f = x - 1.0;
        double dk;
        if ((0x000fffff & (2 + hx)) < 3) { // |f| < 2**-20
            if (f == 0.0) {
                if (k == 0) {
                    return 0.0;
                }
                dk = (double) k;
                return dk * LN2_HI + dk * LN2_LO;
            }
            double r = f * f * (0.5 - 0.33333333333333333 * f);
            if (k == 0) {
                return f - r;
            }
            dk = (double) k;
            return dk * LN2_HI - ((r - dk * LN2_LO) - f);
        }
        double s = f / (2.0 + f);
        dk = (double) k;
        double z = s * s;
        i = hx - 0x6147a;
        double w = z * z;
        int j = 0x6b851 - hx;
        double t1 = w * (LG2 + w * (LG4 + w * LG6));
        double t2 = z * (LG1 + w * (LG3 + w * (LG5 + w * LG7)));
        i |= j;
        double r = t2 + t1;
        if (i > 0) {
            double hfsq = 0.5 * f * f;
            if (k == 0) {
                return f - (hfsq - s * (hfsq + r));
            }
            return dk * LN2_HI - ((hfsq - (s * (hfsq + r) + dk * LN2_LO)) - f);
        } else {
            if (k == 0) {
                return f - s * (f - r);
            }
            return dk * LN2_HI - ((s * (f - r) - dk * LN2_LO) - f);
        }
    }

    private static final double IVLN10 = 4.34294481903251816668e-01; // 0x3FDBCB7B 1526E50E
    private static final double LOG10_2HI = 3.01029995663611771306e-01; // 0x3FD34413 509F6000
    private static final double LOG10_2LO = 3.69423907715893078616e-13; // 0x3D59FEF3 11F12B36

    /** e_log10.c */
    static double log10(double x) {
        int hx = hi(x);
        int lx = lo(x);
        int k = 0;
        if (hx < 0x00100000) { // x < 2**-1022
            if (((hx & 0x7fffffff) | lx) == 0) {
                return -TWO54 / 0.0; // log(+-0) = -inf
            }
            if (hx < 0) {
                return (x - x) / 0.0; // log(-#) = NaN
            }
            k -= 54;
            x *= TWO54; // subnormal number, scale up x
            hx = hi(x);
        }
        if (hx >= 0x7ff00000) {
            return x + x;
        }
        k += (hx >> 20) - 1023;
        int i = (k & 0x80000000) >>> 31;
        hx = (hx & 0x000fffff) | ((0x3ff - i) << 20);
        double y = (double) (k + i);
        x = withHi(x, hx);
        double z = y * LOG10_2LO + IVLN10 * log(x);
        return z + y * LOG10_2HI;
    }

    /** s_log1p.c */
    static double log1p(double x) {
        double f = 0.0;
        double c = 0.0;
        int hu = 0;
        int hx = hi(x);
        int ax = hx & 0x7fffffff;

        int k = 1;
        if (hx < 0x3FDA827A) { // x < 0.41422
            if (ax >= 0x3ff00000) { // x <= -1.0
                if (x == -1.0) {
                    return -TWO54 / 0.0; // log1p(-1) = -inf
                } else {
                    return (x - x) / (x - x); // log1p(x < -1) = NaN
                }
            }
            if (ax < 0x3e200000) { // |x| < 2**-29
                if (TWO54 + x > 0.0 && ax < 0x3c900000) { // |x| < 2**-54
                    return x;
                } else {
                    return x - x * x * 0.5;
                }
            }
            if (hx > 0 || hx <= 0xbfd2bec3) { // -0.2929 < x < 0.41422
                k = 0;
                f = x;
                hu = 1;
            }
        }
        if (hx >= 0x7ff00000) {
            return x + x;
        }
        if (k != 0) {
            double u;
            if (hx < 0x43400000) {
                u = 1.0 + x;
                hu = hi(u);
                k = (hu >> 20) - 1023;
                c = (k > 0) ? 1.0 - (u - x) : x - (u - 1.0); // correction term
                c /= u;
            } else {
                u = x;
                hu = hi(u);
                k = (hu >> 20) - 1023;
                c = 0;
            }
            hu &= 0x000fffff;
            if (hu < 0x6a09e) {
                u = withHi(u, hu | 0x3ff00000); // normalize u
            } else {
                k += 1;
                u = withHi(u, hu | 0x3fe00000); // normalize u/2
                hu = (0x00100000 - hu) >> 2;
            }
            f = u - 1.0;
        }
        double hfsq = 0.5 * f * f;
        double r;
        if (hu == 0) { // |f| < 2**-20
            if (f == 0.0) {
                if (k == 0) {
                    return 0.0;
                }
                c += k * LN2_LO;
                return k * LN2_HI + c;
            }
            r = hfsq * (1.0 - 0.66666666666666666 * f);
            if (k == 0) {
                return f - r;
            }
            return k * LN2_HI - ((r - (k * LN2_LO + c)) - f);
        }
        double s = f / (2.0 + f);
        double z = s * s;
        r = z * (LG1 + z * (LG2 + z * (LG3 + z * (LG4 + z * (LG5 + z * (LG6 + z * LG7))))));
        if (k == 0) {
            return f - (hfsq - s * (hfsq + r));
        }
        return k * LN2_HI - ((hfsq - (s * (hfsq + r) + (k * LN2_LO + c))) - f);
    }

    // scaled coefficients of expm1
    private static final double Q1 = -3.33333333333331316428e-02; // BFA11111 111110F4
    private static final double Q2 = 1.58730158725481460165e-03; // 3F5A01A0 19FE5585
    private static final double Q3 = -7.93650757867487942473e-05; // BF14CE19 9EAADBB7
    private static final double Q4 = 4.00821782732936239552e-06; // 3ED0CFCA 86E65239
    private static final double Q5 = -2.01099218183624371326e-07; // BE8AFDB7 6E09C32D

    /** s_expm1.c */
    static double expm1(double x) {
        double y;
        double hi;
        double lo;
        double c = 0.0;
        double t;
        double e;
        int k;
        int hx = hi(x);
        int xsb = hx & 0x80000000; // sign bit of x
        hx &= 0x7fffffff; // high word of |x|

        // filter out huge and non-finite argument
        if (hx >= 0x4043687A) { // |x| >= 56*ln2
            if (hx >= 0x40862E42) { // |x| >= 709.78...
                if (hx >= 0x7ff00000) {
                    if (((hx & 0xfffff) | lo(x)) != 0) {
                        return x + x; // NaN
                    } else {
                        return (xsb == 0) ? x : -1.0; // expm1(+-inf) = {inf, -1}
                    }
                }
                if (x > O_THRESHOLD) {
                    return HUGE * HUGE; // overflow
                }
            }
            if (xsb != 0) { // x < -56*ln2, return -1.0 with inexact
                if (x + TINY < 0.0) { // raise inexact
                    return TINY - 1.0; // return -1
                }
            }
        }

        // argument reduction
        if (hx > 0x3fd62e42) { // |x| > 0.5 ln2
            if (hx < 0x3FF0A2B2) { // and |x| < 1.5 ln2
                if (xsb == 0) {
                    hi = x - LN2_HI;
                    lo = LN2_LO;
                    k = 1;
                } else {
                    hi = x + LN2_HI;
                    lo = -LN2_LO;
                    k = -1;
                }
            } else {
                k = (int) (INVLN2 * x + ((xsb == 0) ? 0.5 : -0.5));
                t = k;
                hi = x - t * LN2_HI; // t*ln2_hi is exact here
                lo = t * LN2_LO;
            }
            x = hi - lo;
            c = (hi - x) - lo;
        } else if (hx < 0x3c900000) { // |x| < 2**-54, return x
            t = HUGE + x; // return x with inexact flags when x != 0
            return x - (t - (HUGE + x));
        } else {
            k = 0;
        }

        // x is now in primary range
        double hfx = 0.5 * x;
        double hxs = x * hfx;
        double r1 = 1.0 + hxs * (Q1 + hxs * (Q2 + hxs * (Q3 + hxs * (Q4 + hxs * Q5))));
        t = 3.0 - r1 * hfx;
        e = hxs * ((r1 - t) / (6.0 - x * t));
        if (k == 0) {
            return x - (x * e - hxs); // c is 0
        }
        e = (x * (e - c) - c);
        e -= hxs;
        if (k == -1) {
            return 0.5 * (x - e) - 0.5;
        }
        if (k == 1) {
            if (x < -0.25) {
                return -2.0 * (e - (x + 0.5));
            } else {
                return 1.0 + 2.0 * (x - e);
            }
        }
        if (k <= -2 || k > 56) { // suffices to return exp(x)-1
            y = 1.0 - (e - x);
            y = withHi(y, hi(y) + (k << 20)); // add k to y's exponent
            return y - 1.0;
        }
        if (k < 20) {
            t = fromWords(0x3ff00000 - (0x200000 >> k), 0); // t = 1-2^-k
            y = t - (e - x);
            y = withHi(y, hi(y) + (k << 20));
        } else {
            t = fromWords((0x3ff - k) << 20, 0); // 2^-k
            y = x - (e + t);
            y += 1.0;
            y = withHi(y, hi(y) + (k << 20));
        }
        return y;
    }

    // ---------------------------------------------------------------- hyperbolic

    private static final double SHUGE = 1.0e307;

    /** e_sinh.c */
    static double sinh(double x) {
        int jx = hi(x);
        int ix = jx & 0x7fffffff;

        if (ix >= 0x7ff00000) { // x is INF or NaN
            return x + x;
        }

        double h = 0.5;
        if (jx < 0) {
            h = -h;
        }
        // |x| in [0,22], return sign(x)*0.5*(E+E/(E+1)))
        if (ix < 0x40360000) { // |x| < 22
            if (ix < 0x3e300000) { // |x| < 2**-28
                if (SHUGE + x > 1.0) {
                    return x; // sinh(tiny) = tiny with inexact
                }
            }
            double t = expm1(fabs(x));
            if (ix < 0x3ff00000) {
                return h * (2.0 * t - t * t / (t + 1.0));
            }
            return h * (t + t / (t + 1.0));
        }

        // |x| in [22, log(maxdouble)] return 0.5*exp(|x|)
        if (ix < 0x40862E42) {
            return h * exp(fabs(x));
        }

        // |x| in [log(maxdouble), overflowthreshold]
        if (ix < 0x408633CE || ((ix == 0x408633ce) && ((lo(x) & 0xffffffffL) <= 0x8fb9f87dL))) {
            double w = exp(0.5 * fabs(x));
            double t = h * w;
            return t * w;
        }

        // |x| > overflowthreshold, sinh(x) overflows
        return x * SHUGE;
    }

    /** e_cosh.c */
    static double cosh(double x) {
        double t;
        double w;
        int ix = hi(x) & 0x7fffffff;

        if (ix >= 0x7ff00000) { // x is INF or NaN
            return x * x;
        }

        // |x| in [0,0.5*ln2], return 1+expm1(|x|)^2/(2*exp(|x|))
        if (ix < 0x3fd62e43) {
            t = expm1(fabs(x));
            w = 1.0 + t;
            if (ix < 0x3c800000) {
                return w; // cosh(tiny) = 1
            }
            return 1.0 + (t * t) / (w + w);
        }

        // |x| in [0.5*ln2,22], return (exp(|x|)+1/exp(|x|)/2
        if (ix < 0x40360000) {
            t = exp(fabs(x));
            return 0.5 * t + 0.5 / t;
        }

        // |x| in [22, log(maxdouble)] return half*exp(|x|)
        if (ix < 0x40862E42) {
            return 0.5 * exp(fabs(x));
        }

        // |x| in [log(maxdouble), overflowthreshold]
        if (ix < 0x408633CE || ((ix == 0x408633ce) && ((lo(x) & 0xffffffffL) <= 0x8fb9f87dL))) {
            w = exp(0.5 * fabs(x));
            t = 0.5 * w;
            return t * w;
        }

        // |x| > overflowthreshold, cosh(x) overflows
        return HUGE * HUGE;
    }

    /** s_tanh.c */
    static double tanh(double x) {
        double t;
        double z;
        int jx = hi(x);
        int ix = jx & 0x7fffffff;

        if (ix >= 0x7ff00000) { // x is INF or NaN
            if (jx >= 0) {
                return 1.0 / x + 1.0; // tanh(+-inf) = +-1
            } else {
                return 1.0 / x - 1.0; // tanh(NaN) = NaN
            }
        }

        if (ix < 0x40360000) { // |x| < 22
            if (ix < 0x3c800000) { // |x| < 2**-55
                return x * (1.0 + x); // tanh(small) = small
            }
            if (ix >= 0x3ff00000) { // |x| >= 1
                t = expm1(2.0 * fabs(x));
                z = 1.0 - 2.0 / (t + 2.0);
            } else {
                t = expm1(-2.0 * fabs(x));
                z = -t / (t + 2.0);
            }
        } else { // |x| >= 22, return +-1
            z = 1.0 - TINY; // raise inexact
        }
        return (jx >= 0) ? z : -z;
    }

    // ---------------------------------------------------------------- hypot, pow, remainder

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

    /**
     * e_remainder.c: x REM p, the IEEE remainder. fmod is Java's exact {@code %} (both are the
     * exact truncated remainder).
     */
    static double remainder(double x, double p) {
        int hx = hi(x);
        int lx = lo(x);
        int hp = hi(p);
        int lp = lo(p);
        int sx = hx & 0x80000000;
        hp &= 0x7fffffff;
        hx &= 0x7fffffff;

        if (x != x || p != p) {
            return nan2(p, x); // (x*p)/(x*p); p's payload if both are NaN
        }
        // purge off exception values
        if ((hp | lp) == 0) {
            return (x * p) / (x * p); // p = 0
        }
        if ((hx >= 0x7ff00000) // x not finite
                || ((hp >= 0x7ff00000) && (((hp - 0x7ff00000) | lp) != 0))) { // p is NaN
            return (x * p) / (x * p);
        }

        if (hp <= 0x7fdfffff) {
            x = x % (p + p); // now x < 2p
        }
        if (((hx - hp) | (lx - lp)) == 0) {
            return 0.0 * x;
        }
        x = fabs(x);
        p = fabs(p);
        if (hp < 0x00200000) {
            if (x + x > p) {
                x -= p;
                if (x + x >= p) {
                    x -= p;
                }
            }
        } else {
            double pHalf = 0.5 * p;
            if (x > pHalf) {
                x -= p;
                if (x >= pHalf) {
                    x -= p;
                }
            }
        }
        return withHi(x, hi(x) ^ sx);
    }
}
