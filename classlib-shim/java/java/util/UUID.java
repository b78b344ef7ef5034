package java.util;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/**
 * A 128-bit universally unique identifier (rjvm shim), with the JDK's string form, parsing and
 * messages, version/variant/time-based accessors, and its (signed) compareTo. randomUUID draws
 * its 16 bytes from one java.util.Random created on first use (the JDK uses SecureRandom):
 * that Random is seeded like new Random(), from a fixed uniquifier and System.nanoTime, so
 * the values differ between runs unless the VM runs with -XX:+VirtualClock, where nanoTime and
 * so the whole sequence are deterministic. nameUUIDFromBytes is the JDK's MD5-based version 3.
 */
public final class UUID implements java.io.Serializable, Comparable<UUID> {
    private static final long serialVersionUID = -4856846361193249489L;

    private final long mostSigBits;
    private final long leastSigBits;

    private static Random numberGenerator;

    public UUID(long mostSigBits, long leastSigBits) {
        this.mostSigBits = mostSigBits;
        this.leastSigBits = leastSigBits;
    }

    /** Big-endian bytes 0-7 and 8-15. */
    private UUID(byte[] data) {
        long msb = 0;
        long lsb = 0;
        for (int i = 0; i < 8; i++) {
            msb = (msb << 8) | (data[i] & 0xff);
        }
        for (int i = 8; i < 16; i++) {
            lsb = (lsb << 8) | (data[i] & 0xff);
        }
        this.mostSigBits = msb;
        this.leastSigBits = lsb;
    }

    private static synchronized Random generator() {
        if (numberGenerator == null) {
            numberGenerator = new Random();
        }
        return numberGenerator;
    }

    /** A version 4 (random) UUID, IETF variant. */
    public static UUID randomUUID() {
        byte[] bytes = new byte[16];
        generator().nextBytes(bytes);
        return fromBytes(bytes, 0x40);
    }

    /** A version 3 UUID: the MD5 of name with the version and variant bits set. */
    public static UUID nameUUIDFromBytes(byte[] name) {
        MessageDigest md;
        try {
            md = MessageDigest.getInstance("MD5");
        } catch (NoSuchAlgorithmException e) {
            throw new InternalError("MD5 not supported", e);
        }
        return fromBytes(md.digest(name), 0x30);
    }

    private static UUID fromBytes(byte[] bytes, int version) {
        bytes[6] = (byte) ((bytes[6] & 0x0f) | version);
        bytes[8] = (byte) ((bytes[8] & 0x3f) | 0x80);
        return new UUID(bytes);
    }

    /**
     * Parses five '-'-separated hex fields (each may be shorter than usual; values are masked to
     * the field widths), with the JDK's messages for strings too long or of the wrong shape.
     */
    public static UUID fromString(String name) {
        int len = name.length();
        if (len > 36) {
            throw new IllegalArgumentException("UUID string too large");
        }
        int dash1 = name.indexOf('-', 0);
        int dash2 = name.indexOf('-', dash1 + 1);
        int dash3 = name.indexOf('-', dash2 + 1);
        int dash4 = name.indexOf('-', dash3 + 1);
        int dash5 = name.indexOf('-', dash4 + 1);
        // Fewer than four dashes leave dash4 at -1; more than four make dash5 >= 0.
        if (dash4 < 0 || dash5 >= 0) {
            throw new IllegalArgumentException("Invalid UUID string: " + name);
        }
        long msb = (Long.parseLong(name, 0, dash1, 16) & 0xffffffffL) << 32;
        msb |= (Long.parseLong(name, dash1 + 1, dash2, 16) & 0xffffL) << 16;
        msb |= Long.parseLong(name, dash2 + 1, dash3, 16) & 0xffffL;
        long lsb = (Long.parseLong(name, dash3 + 1, dash4, 16) & 0xffffL) << 48;
        lsb |= Long.parseLong(name, dash4 + 1, len, 16) & 0xffffffffffffL;
        return new UUID(msb, lsb);
    }

    public long getLeastSignificantBits() {
        return leastSigBits;
    }

    public long getMostSignificantBits() {
        return mostSigBits;
    }

    public int version() {
        return (int) ((mostSigBits >> 12) & 0x0f);
    }

    /** 0 (NCS), 2 (IETF), 6 (Microsoft) or 7 (reserved), from the top bits of leastSigBits. */
    public int variant() {
        return (int) ((leastSigBits >>> (64 - (leastSigBits >>> 62))) & (leastSigBits >> 63));
    }

    private void requireTimeBased() {
        if (version() != 1) {
            throw new UnsupportedOperationException("Not a time-based UUID");
        }
    }

    public long timestamp() {
        requireTimeBased();
        return (mostSigBits & 0x0FFFL) << 48 | ((mostSigBits >> 16) & 0x0FFFFL) << 32 | mostSigBits >>> 32;
    }

    public int clockSequence() {
        requireTimeBased();
        return (int) ((leastSigBits & 0x3FFF000000000000L) >>> 48);
    }

    public long node() {
        requireTimeBased();
        return leastSigBits & 0x0000FFFFFFFFFFFFL;
    }

    /** 8-4-4-4-12 lower-case hex digits. */
    public String toString() {
        StringBuilder sb = new StringBuilder(36);
        hex(sb, mostSigBits >>> 32, 8).append('-');
        hex(sb, mostSigBits >>> 16, 4).append('-');
        hex(sb, mostSigBits, 4).append('-');
        hex(sb, leastSigBits >>> 48, 4).append('-');
        return hex(sb, leastSigBits, 12).toString();
    }

    private static StringBuilder hex(StringBuilder sb, long v, int digits) {
        for (int i = digits - 1; i >= 0; i--) {
            sb.append(Character.forDigit((int) (v >>> (4 * i)) & 0xf, 16));
        }
        return sb;
    }

    public int hashCode() {
        long hilo = mostSigBits ^ leastSigBits;
        return ((int) (hilo >> 32)) ^ (int) hilo;
    }

    public boolean equals(Object obj) {
        if (!(obj instanceof UUID)) {
            return false;
        }
        UUID id = (UUID) obj;
        return mostSigBits == id.mostSigBits && leastSigBits == id.leastSigBits;
    }

    /** Signed comparison of the high then the low 64 bits, as the JDK does. */
    public int compareTo(UUID val) {
        int c = Long.compare(mostSigBits, val.mostSigBits);
        return c != 0 ? c : Long.compare(leastSigBits, val.leastSigBits);
    }
}
