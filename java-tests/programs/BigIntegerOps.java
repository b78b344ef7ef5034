import java.math.BigInteger;
import java.util.Random;

/** java.math.BigInteger: parsing, printing, arithmetic, division signs, bits, primes, errors. */
public class BigIntegerOps {
    static void tryIt(String label, Runnable r) {
        try { r.run(); } catch (RuntimeException e) { System.out.println(label + ": " + e); }
    }

    public static void main(String[] args) {
        BigInteger a = new BigInteger("123456789012345678901234567890");
        BigInteger b = new BigInteger("-987654321098765432109876543210987654321");
        BigInteger c = BigInteger.valueOf(Long.MIN_VALUE);
        System.out.println(a + " " + b + " " + c + " " + BigInteger.valueOf(Long.MAX_VALUE));
        System.out.println(a.add(b) + " " + a.subtract(b) + " " + b.add(a.negate()));
        System.out.println(a.multiply(b) + " " + c.multiply(c));
        BigInteger[] qr = b.divideAndRemainder(a);
        System.out.println(qr[0] + " " + qr[1] + " " + b.mod(a) + " " + b.remainder(a.negate()));
        for (long x : new long[] {7, -7}) {
            for (long y : new long[] {3, -3}) {
                BigInteger bx = BigInteger.valueOf(x), by = BigInteger.valueOf(y);
                System.out.print(bx.divide(by) + "," + bx.remainder(by) + "," + bx.mod(by.abs()) + " ");
            }
        }
        System.out.println();
        BigInteger f = BigInteger.ONE;
        for (int i = 2; i <= 60; i++) f = f.multiply(BigInteger.valueOf(i));
        System.out.println("60! = " + f + " bits " + f.bitLength() + " lowest " + f.getLowestSetBit() + " count " + f.bitCount());
        System.out.println(f.divide(new BigInteger("8320987112741390144276341183223364380754172606361245952449277696409600000000000000").shiftRight(3)));
        System.out.println(f.toString(16) + " " + f.toString(36) + " " + b.toString(2).length() + " " + b.toString(7));
        System.out.println(new BigInteger("-ff00ff00ff00ff00ff", 16) + " " + new BigInteger("+000123") + " " + new BigInteger("zz", 36));
        System.out.println(BigInteger.TEN.pow(30).subtract(BigInteger.ONE) + " " + BigInteger.valueOf(-3).pow(21));
        System.out.println(a.gcd(b) + " " + BigInteger.valueOf(462).gcd(BigInteger.valueOf(-1071)) + " " + BigInteger.ZERO.gcd(a));
        System.out.println(BigInteger.valueOf(4).modPow(BigInteger.valueOf(13), BigInteger.valueOf(497)) + " " + BigInteger.valueOf(3).modInverse(BigInteger.valueOf(11))
                + " " + a.modPow(b.abs(), BigInteger.valueOf(1000000007)) + " " + BigInteger.valueOf(3).modPow(BigInteger.valueOf(-1), BigInteger.valueOf(7)));
        System.out.println(a.shiftLeft(70) + " " + b.shiftRight(70) + " " + BigInteger.valueOf(-1).shiftRight(5) + " " + BigInteger.valueOf(-17).shiftRight(2) + " " + a.shiftLeft(-3));
        System.out.println(a.and(b) + " " + a.or(b) + " " + a.xor(b) + " " + a.not() + " " + b.andNot(a));
        System.out.println(a.testBit(0) + " " + a.testBit(1) + " " + b.testBit(100) + " " + BigInteger.ZERO.setBit(65) + " " + BigInteger.valueOf(-1).clearBit(3) + " " + a.flipBit(2));
        System.out.println(BigInteger.valueOf(-128).bitLength() + " " + BigInteger.valueOf(-129).bitLength() + " " + BigInteger.valueOf(255).bitLength() + " " + BigInteger.valueOf(-8).bitCount());
        System.out.println(a.compareTo(b) + " " + b.compareTo(a) + " " + a.compareTo(new BigInteger("123456789012345678901234567890")) + " " + a.equals(new BigInteger("123456789012345678901234567890")) + " " + a.max(b) + " " + a.min(b));
        System.out.println(a.hashCode() + " " + b.hashCode() + " " + BigInteger.ZERO.hashCode() + " " + c.hashCode());
        System.out.println(a.intValue() + " " + a.longValue() + " " + b.intValue() + " " + b.longValue() + " " + a.doubleValue() + " " + b.floatValue() + " " + c.negate().longValue());
        System.out.println(a.signum() + " " + b.signum() + " " + BigInteger.ZERO.signum() + " " + b.abs() + " " + a.negate().negate().equals(a));
        StringBuilder primes = new StringBuilder();
        for (int i = 0; i < 60; i++) if (BigInteger.valueOf(i).isProbablePrime(20)) primes.append(i).append(' ');
        System.out.println(primes + "| " + new BigInteger("170141183460469231731687303715884105727").isProbablePrime(50) + " " + new BigInteger("170141183460469231731687303715884105729").isProbablePrime(50));
        System.out.println(BigInteger.valueOf(1000).nextProbablePrime() + " " + new BigInteger("1000000000000").nextProbablePrime());
        byte[] bytes = b.toByteArray();
        System.out.println(bytes.length + " " + new BigInteger(bytes).equals(b) + " " + new BigInteger(new byte[] {(byte) 0xff, 0x01}) + " " + new BigInteger(1, new byte[] {(byte) 0xff, 0x01}) + " " + java.util.Arrays.toString(BigInteger.valueOf(128).toByteArray()));
        Random rnd = new Random(42);
        BigInteger sum = BigInteger.ZERO;
        for (int i = 0; i < 20; i++) {
            BigInteger x = new BigInteger(200, rnd), y = new BigInteger(90, rnd).add(BigInteger.ONE);
            BigInteger[] d = x.divideAndRemainder(y);
            if (!d[0].multiply(y).add(d[1]).equals(x) || d[1].compareTo(y) >= 0) System.out.println("division mismatch " + x + " " + y);
            sum = sum.add(d[0]).add(d[1]);
        }
        System.out.println("random division checksum " + sum);
        System.out.println(BigInteger.valueOf(Integer.MAX_VALUE).intValueExact() + " " + BigInteger.valueOf(Long.MIN_VALUE).longValueExact());
        tryIt("div0", () -> a.divide(BigInteger.ZERO));
        tryIt("mod", () -> a.mod(BigInteger.valueOf(-5)));
        tryIt("pow", () -> a.pow(-1));
        tryIt("inv", () -> BigInteger.valueOf(4).modInverse(BigInteger.valueOf(8)));
        tryIt("exact", () -> a.intValueExact());
        tryIt("exactl", () -> a.longValueExact());
        tryIt("parse1", () -> new BigInteger(""));
        tryIt("parse2", () -> new BigInteger("12-3"));
        tryIt("parse3", () -> new BigInteger("12abc"));
        tryIt("parse4", () -> new BigInteger("-"));
    }
}
