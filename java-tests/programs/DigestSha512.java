import java.security.*;

/**
 * MessageDigest SHA-384, SHA-512, SHA-512/224 and SHA-512/256 (names, aliases, OIDs): digests of
 * inputs around the 128-byte block and its 16-byte length field, split and single-byte updates,
 * clone mid-stream, digest(buf, off, len), getDigestLength and the still-missing SHA3 error.
 */
public class DigestSha512 {
    static String hex(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (byte x : b) {
            sb.append(Character.forDigit((x >> 4) & 15, 16)).append(Character.forDigit(x & 15, 16));
        }
        return sb.toString();
    }

    public static void main(String[] args) throws Exception {
        String[] algs = {"SHA-384", "SHA-512", "SHA-512/224", "SHA-512/256"};
        for (String alg : algs) {
            MessageDigest md = MessageDigest.getInstance(alg);
            System.out.println(md.getAlgorithm() + " len=" + md.getDigestLength() + " empty=" + hex(md.digest()));
            System.out.println("  abc=" + hex(md.digest("abc".getBytes("US-ASCII"))));
            for (int len : new int[] {1, 111, 112, 113, 127, 128, 129, 239, 240, 1000}) {
                byte[] in = new byte[len];
                for (int i = 0; i < len; i++) {
                    in[i] = (byte) (i * 37 + 11);
                }
                byte[] whole = md.digest(in);
                md.update(in, 0, len / 3);
                for (int i = len / 3; i < len / 2; i++) {
                    md.update(in[i]);
                }
                MessageDigest copy = (MessageDigest) md.clone();
                md.update(in, len / 2, len - len / 2);
                byte[] split = md.digest();
                copy.update(in, len / 2, len - len / 2);
                System.out.println("  " + len + " " + hex(whole).substring(0, 24) + " split=" + MessageDigest.isEqual(whole, split)
                        + " clone=" + MessageDigest.isEqual(whole, copy.digest()));
            }
        }
        for (String alias : new String[] {"sha512", "SHA384", "SHA512/256", "2.16.840.1.101.3.4.2.3", "OID.2.16.840.1.101.3.4.2.2"}) {
            MessageDigest md = MessageDigest.getInstance(alias);
            System.out.println(alias + " -> " + md.getAlgorithm() + " " + md.getDigestLength() + " " + hex(md.digest(new byte[] {1, 2, 3})).substring(0, 16));
        }
        MessageDigest md = MessageDigest.getInstance("SHA-512");
        byte[] buf = new byte[70];
        md.update("hello".getBytes("US-ASCII"));
        int n = md.digest(buf, 3, 67);
        System.out.println(n + " " + hex(buf).substring(0, 20));
        try {
            md.digest(buf, 0, 10);
        } catch (DigestException e) {
            System.out.println("DigestException " + e.getMessage());
        }
        try {
            MessageDigest.getInstance("SHA3-999");
        } catch (NoSuchAlgorithmException e) {
            System.out.println("NoSuchAlgorithmException " + e.getMessage());
        }
    }
}
