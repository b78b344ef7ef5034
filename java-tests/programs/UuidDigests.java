import java.security.DigestException;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.UUID;

/**
 * java.util.UUID (string forms, parsing and its errors, version/variant, time-based fields,
 * ordering, nameUUIDFromBytes, randomUUID's shape only) and java.security.MessageDigest (MD5,
 * SHA-1, SHA-224, SHA-256 test vectors, aliases, incremental updates across block boundaries,
 * clone, reset, digest into a buffer, isEqual, errors and messages).
 */
public class UuidDigests {
    public static void main(String[] args) throws Exception {
        uuids();
        parsing();
        digests();
        digestApi();
    }

    static void uuids() {
        UUID a = new UUID(0x123456789abcdef0L, 0xfedcba9876543210L);
        System.out.println(a + " v" + a.version() + " var" + a.variant() + " hash " + a.hashCode());
        UUID zero = new UUID(0, 0);
        System.out.println(zero + " v" + zero.version() + " var" + zero.variant());
        UUID ones = new UUID(-1, -1);
        System.out.println(ones + " v" + ones.version() + " var" + ones.variant() + " hash " + ones.hashCode());
        long[] lows = {0x0L, 0x4000000000000000L, 0x8000000000000000L, 0xC000000000000000L, 0xE000000000000000L};
        for (long lo : lows) {
            System.out.println("variant of " + Long.toHexString(lo) + ": " + new UUID(0, lo).variant());
        }
        UUID n = UUID.nameUUIDFromBytes("hello".getBytes());
        System.out.println("name hello: " + n + " v" + n.version() + " var" + n.variant());
        System.out.println("name empty: " + UUID.nameUUIDFromBytes(new byte[0]));
        UUID t = UUID.fromString("c232ab00-9414-11ec-b3c8-9e6bdeced846");
        System.out.println("v1: " + t.version() + " ts " + t.timestamp() + " clock " + t.clockSequence() + " node " + t.node());
        try {
            n.timestamp();
        } catch (UnsupportedOperationException e) {
            System.out.println("timestamp of v3: " + e.getMessage());
        }
        try {
            n.node();
        } catch (UnsupportedOperationException e) {
            System.out.println("node of v3: " + e.getMessage());
        }
        for (int i = 0; i < 5; i++) {
            UUID r = UUID.randomUUID();
            String s = r.toString();
            boolean shape = s.length() == 36 && s.charAt(8) == '-' && s.charAt(13) == '-' && s.charAt(18) == '-'
                    && s.charAt(23) == '-' && s.equals(s.toLowerCase()) && s.charAt(14) == '4';
            System.out.println("random: v" + r.version() + " var" + r.variant() + " shape " + shape
                    + " roundtrip " + UUID.fromString(s).equals(r));
        }
        System.out.println("random distinct: " + !UUID.randomUUID().equals(UUID.randomUUID()));
        List<UUID> list = new ArrayList<>();
        list.add(new UUID(1, 2));
        list.add(new UUID(-1, 0));
        list.add(new UUID(1, -5));
        list.add(new UUID(0x7fffffffffffffffL, 0));
        list.add(new UUID(1, 1));
        Collections.sort(list);
        System.out.println("sorted: " + list);
        System.out.println("equals: " + new UUID(1, 2).equals(new UUID(1, 2)) + " " + new UUID(1, 2).equals(new UUID(2, 1))
                + " " + new UUID(1, 2).equals("x") + " msb " + a.getMostSignificantBits() + " lsb " + a.getLeastSignificantBits());
    }

    static void parsing() {
        String[] good = {"123e4567-e89b-12d3-a456-426614174000", "123E4567-E89B-12D3-A456-426614174000",
            "1-2-3-4-5", "0-0-0-0-0", "ffffffffff-1-1-1-1", "1-fffff-1-1-1", "-1-1-1-1", "1-1-1-1-123456789abcde"};
        for (String s : good) {
            try {
                System.out.println("parse " + s + " -> " + UUID.fromString(s));
            } catch (IllegalArgumentException e) {
                System.out.println("parse " + s + " -> " + e.getClass().getName() + ": " + e.getMessage());
            }
        }
        String[] bad = {"", "1-2-3-4", "1-2-3-4-5-6", "123e4567-e89b-12d3-a456-4266141740000",
            "zz-1-1-1-1", "1-1-1-1-", "1--1-1-1", "123e4567e89b12d3a456426614174000",
            "123e4567-e89b-12d3-a456-42661417400g", "+1-1-1-1-1"};
        for (String s : bad) {
            try {
                System.out.println("parse '" + s + "' -> " + UUID.fromString(s));
            } catch (IllegalArgumentException e) {
                System.out.println("parse '" + s + "' -> " + e.getClass().getName() + ": " + e.getMessage());
            }
        }
        try {
            UUID.fromString(null);
        } catch (NullPointerException e) {
            System.out.println("parse null -> NPE");
        }
    }

    static String hex(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (byte x : b) {
            sb.append(String.format("%02x", x & 0xff));
        }
        return sb.toString();
    }

    static void digests() throws Exception {
        String[] algs = {"MD5", "SHA-1", "SHA-224", "SHA-256"};
        String[] inputs = {"", "abc", "The quick brown fox jumps over the lazy dog",
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"};
        for (String alg : algs) {
            MessageDigest md = MessageDigest.getInstance(alg);
            System.out.println(alg + ": length " + md.getDigestLength());
            for (String in : inputs) {
                System.out.println("  '" + (in.length() > 20 ? in.substring(0, 20) + "..." : in) + "' " + hex(md.digest(in.getBytes("US-ASCII"))));
            }
            // Lengths around the 56- and 64-byte padding boundaries, fed in uneven pieces.
            for (int len = 54; len <= 130; len += 1) {
                if (len > 66 && len < 118 && len != 100) {
                    continue;
                }
                byte[] data = new byte[len];
                for (int i = 0; i < len; i++) {
                    data[i] = (byte) (i * 7 + len);
                }
                byte[] whole = md.digest(data);
                int p = 0;
                int step = 1;
                while (p < len) {
                    int n = Math.min(step, len - p);
                    if (n == 1) {
                        md.update(data[p]);
                    } else {
                        md.update(data, p, n);
                    }
                    p += n;
                    step = step * 3 % 17 + 1;
                }
                byte[] pieces = md.digest();
                System.out.println("  len " + len + " " + hex(whole) + (MessageDigest.isEqual(whole, pieces) ? "" : " PIECES DIFFER"));
            }
            byte[] million = new byte[100000];
            java.util.Arrays.fill(million, (byte) 'a');
            for (int i = 0; i < 10; i++) {
                md.update(million);
            }
            System.out.println("  a*1e6 " + hex(md.digest()));
        }
    }

    static void digestApi() throws Exception {
        String[] names = {"sha-256", "SHA256", "sha", "SHA1", "md5", "OID.1.3.14.3.2.26", "2.16.840.1.101.3.4.2.1", "SHA-999", "MD2x", "foo"};
        for (String n : names) {
            try {
                MessageDigest md = MessageDigest.getInstance(n);
                System.out.print("getInstance " + n + ": " + md.getAlgorithm() + " " + md.getDigestLength() + " " + md);
            } catch (NoSuchAlgorithmException e) {
                System.out.println("getInstance " + n + ": " + e.getMessage() + " (GeneralSecurityException " + (e instanceof GeneralSecurityException) + ")");
            }
        }
        try {
            MessageDigest.getInstance(null);
        } catch (NullPointerException e) {
            System.out.println("getInstance null: " + e.getMessage());
        }
        MessageDigest md = MessageDigest.getInstance("SHA-256");
        md.update("hello ".getBytes());
        System.out.print(md);
        MessageDigest copy = (MessageDigest) md.clone();
        md.update("world".getBytes());
        copy.update("there".getBytes());
        System.out.println("clone: " + hex(md.digest()) + " " + hex(copy.digest()));
        System.out.print(md);
        md.update((byte) 1);
        md.reset();
        System.out.println("reset: " + hex(md.digest()));
        byte[] out = new byte[40];
        md.update("abc".getBytes());
        System.out.println("digest into buffer: " + md.digest(out, 4, 36) + " " + hex(out));
        try {
            md.digest(out, 0, 20);
        } catch (DigestException e) {
            System.out.println("short buffer: " + e.getMessage());
        }
        try {
            md.digest(out, 30, 20);
        } catch (IllegalArgumentException e) {
            System.out.println("past end: " + e.getMessage());
        }
        try {
            md.digest(out, -1, 32);
        } catch (DigestException e) {
            System.out.println("negative: " + e.getMessage());
        }
        try {
            md.digest(null, 0, 20);
        } catch (IllegalArgumentException e) {
            System.out.println("null buffer: " + e.getMessage());
        }
        try {
            md.update(new byte[4], 2, 3);
        } catch (IllegalArgumentException e) {
            System.out.println("update short: " + e.getMessage());
        }
        try {
            md.update(null, 0, 3);
        } catch (IllegalArgumentException e) {
            System.out.println("update null: " + e.getMessage());
        }
        md.update(new byte[4], 2, 0);
        System.out.println("after empty update: " + hex(md.digest()));
        System.out.println("isEqual: " + MessageDigest.isEqual(new byte[] {1, 2}, new byte[] {1, 2})
                + " " + MessageDigest.isEqual(new byte[] {1, 2}, new byte[] {1})
                + " " + MessageDigest.isEqual(null, null) + " " + MessageDigest.isEqual(new byte[0], null)
                + " " + MessageDigest.isEqual(new byte[0], new byte[0]));
        MessageDigest md5 = MessageDigest.getInstance("MD5");
        System.out.println("digest(bytes): " + hex(md5.digest("message digest".getBytes())));
    }
}
