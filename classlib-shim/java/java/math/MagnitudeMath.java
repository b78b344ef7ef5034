package java.math;

/**
 * Arithmetic on unsigned magnitudes held as little-endian int arrays with no leading zero
 * words (the empty array is zero). Used by {@link BigInteger} (rjvm shim; package-private).
 */
final class MagnitudeMath {
    static final long MASK = 0xffffffffL;
    static final int[] ZERO = new int[0];

    private MagnitudeMath() {
    }

    /** {@code a} without leading zero words (may return {@code a} itself). */
    static int[] trim(int[] a) {
        int n = a.length;
        while (n > 0 && a[n - 1] == 0) {
            n--;
        }
        if (n == a.length) {
            return a;
        }
        int[] r = new int[n];
        System.arraycopy(a, 0, r, 0, n);
        return r;
    }

    static int compare(int[] a, int[] b) {
        if (a.length != b.length) {
            return a.length < b.length ? -1 : 1;
        }
        for (int i = a.length - 1; i >= 0; i--) {
            if (a[i] != b[i]) {
                return (a[i] & MASK) < (b[i] & MASK) ? -1 : 1;
            }
        }
        return 0;
    }

    static int[] add(int[] a, int[] b) {
        if (a.length < b.length) {
            int[] t = a;
            a = b;
            b = t;
        }
        int[] r = new int[a.length + 1];
        long carry = 0;
        for (int i = 0; i < a.length; i++) {
            long s = (a[i] & MASK) + (i < b.length ? b[i] & MASK : 0) + carry;
            r[i] = (int) s;
            carry = s >>> 32;
        }
        r[a.length] = (int) carry;
        return trim(r);
    }

    /** {@code a - b}; requires {@code a >= b}. */
    static int[] subtract(int[] a, int[] b) {
        int[] r = new int[a.length];
        long borrow = 0;
        for (int i = 0; i < a.length; i++) {
            long d = (a[i] & MASK) - (i < b.length ? b[i] & MASK : 0) - borrow;
            r[i] = (int) d;
            borrow = d < 0 ? 1 : 0;
        }
        return trim(r);
    }

    static int[] multiply(int[] a, int[] b) {
        if (a.length == 0 || b.length == 0) {
            return ZERO;
        }
        int[] r = new int[a.length + b.length];
        for (int i = 0; i < a.length; i++) {
            long ai = a[i] & MASK;
            if (ai == 0) {
                continue;
            }
            long carry = 0;
            for (int j = 0; j < b.length; j++) {
                long t = ai * (b[j] & MASK) + (r[i + j] & MASK) + carry;
                r[i + j] = (int) t;
                carry = t >>> 32;
            }
            r[i + b.length] = (int) carry;
        }
        return trim(r);
    }

    /** {@code a * m + c} for small unsigned {@code m} and {@code c}. */
    static int[] mulAdd(int[] a, int m, int c) {
        int[] r = new int[a.length + 1];
        long carry = c & MASK;
        for (int i = 0; i < a.length; i++) {
            long t = (a[i] & MASK) * (m & MASK) + carry;
            r[i] = (int) t;
            carry = t >>> 32;
        }
        r[a.length] = (int) carry;
        return trim(r);
    }

    /** Divides {@code a} in place by the unsigned {@code d}; returns the remainder. */
    static int divideInPlace(int[] a, int d) {
        long dd = d & MASK;
        long rem = 0;
        for (int i = a.length - 1; i >= 0; i--) {
            long cur = (rem << 32) | (a[i] & MASK);
            long q = divu(cur, dd);
            a[i] = (int) q;
            rem = cur - q * dd;
        }
        return (int) rem;
    }

    private static long divu(long n, long d) {
        if (n >= 0) {
            return n / d;
        }
        long q = ((n >>> 1) / d) << 1;
        long r = n - q * d;
        if (Long.compareUnsigned(r, d) >= 0) {
            q++;
        }
        return q;
    }

    /** {quotient, remainder} of {@code a / b}; {@code b} is non-zero (Knuth's algorithm D). */
    static int[][] divide(int[] a, int[] b) {
        if (compare(a, b) < 0) {
            return new int[][] {ZERO, a};
        }
        if (b.length == 1) {
            int[] q = a.clone();
            int r = divideInPlace(q, b[0]);
            return new int[][] {trim(q), r == 0 ? ZERO : new int[] {r}};
        }
        int n = b.length;
        int m = a.length - n;
        int s = Integer.numberOfLeadingZeros(b[n - 1]);
        int[] v = shiftLeftWords(b, s, n);
        int[] u = shiftLeftWords(a, s, a.length + 1);
        int[] q = new int[m + 1];
        long vTop = v[n - 1] & MASK;
        long vNext = v[n - 2] & MASK;
        for (int j = m; j >= 0; j--) {
            long num = ((u[j + n] & MASK) << 32) | (u[j + n - 1] & MASK);
            long qhat = divu(num, vTop);
            long rhat = num - qhat * vTop;
            while (qhat > MASK || Long.compareUnsigned(qhat * vNext, (rhat << 32) | (u[j + n - 2] & MASK)) > 0) {
                qhat--;
                rhat += vTop;
                if (rhat > MASK) {
                    break;
                }
            }
            long borrow = 0;
            long carry = 0;
            for (int i = 0; i < n; i++) {
                long p = qhat * (v[i] & MASK) + carry;
                carry = p >>> 32;
                long t = (u[i + j] & MASK) - (p & MASK) - borrow;
                u[i + j] = (int) t;
                borrow = t < 0 ? 1 : 0;
            }
            long t = (u[j + n] & MASK) - carry - borrow;
            u[j + n] = (int) t;
            if (t < 0) {
                qhat--;
                long c = 0;
                for (int i = 0; i < n; i++) {
                    long sum = (u[i + j] & MASK) + (v[i] & MASK) + c;
                    u[i + j] = (int) sum;
                    c = sum >>> 32;
                }
                u[j + n] += (int) c;
            }
            q[j] = (int) qhat;
        }
        int[] r = new int[n];
        for (int i = 0; i < n; i++) {
            r[i] = s == 0 ? u[i] : (u[i] >>> s) | (u[i + 1] << (32 - s));
        }
        return new int[][] {trim(q), trim(r)};
    }

    /** {@code a << s} (0 <= s < 32) into a new array of {@code len} words. */
    private static int[] shiftLeftWords(int[] a, int s, int len) {
        int[] r = new int[len];
        for (int i = 0; i < a.length; i++) {
            r[i] |= a[i] << s;
            if (s != 0 && i + 1 < len) {
                r[i + 1] = a[i] >>> (32 - s);
            }
        }
        return r;
    }

    static int[] shiftLeft(int[] a, int n) {
        if (a.length == 0) {
            return a;
        }
        int words = n >>> 5;
        int bits = n & 31;
        int[] r = new int[a.length + words + 1];
        for (int i = 0; i < a.length; i++) {
            r[i + words] |= a[i] << bits;
            if (bits != 0) {
                r[i + words + 1] = a[i] >>> (32 - bits);
            }
        }
        return trim(r);
    }

    static int[] shiftRight(int[] a, int n) {
        int words = n >>> 5;
        int bits = n & 31;
        if (words >= a.length) {
            return ZERO;
        }
        int[] r = new int[a.length - words];
        for (int i = 0; i < r.length; i++) {
            int lo = a[i + words] >>> bits;
            int hi = bits != 0 && i + words + 1 < a.length ? a[i + words + 1] << (32 - bits) : 0;
            r[i] = lo | hi;
        }
        return trim(r);
    }

    static int bitLength(int[] a) {
        return a.length == 0 ? 0 : (a.length - 1) * 32 + 32 - Integer.numberOfLeadingZeros(a[a.length - 1]);
    }

    static int[] fromLong(long v) {
        if (v == 0) {
            return ZERO;
        }
        int hi = (int) (v >>> 32);
        return hi == 0 ? new int[] {(int) v} : new int[] {(int) v, hi};
    }
}
