package java.security;

/**
 * Message digests (rjvm shim): getInstance knows MD5, SHA-1, SHA-224, SHA-256, SHA-384, SHA-512,
 * SHA-512/224 and SHA-512/256 under the SUN provider's names and aliases (case-insensitive:
 * "SHA", "SHA1", "SHA256", "SHA512", their OIDs), pure Java (see DigestBase). Other algorithms
 * (SHA3-*, MD2, which HotSpot has) throw NoSuchAlgorithmException("NAME MessageDigest not
 * available"). There are no providers: getInstance(name, provider), getProvider and
 * update(ByteBuffer) are left out.
 */
public abstract class MessageDigest extends MessageDigestSpi {
    private final String algorithm;
    private boolean inProgress;

    protected MessageDigest(String algorithm) {
        this.algorithm = algorithm;
    }

    public static MessageDigest getInstance(String algorithm) throws NoSuchAlgorithmException {
        if (algorithm == null) {
            throw new NullPointerException("null algorithm name");
        }
        DigestBase d = DigestBase.forName(algorithm);
        if (d == null) {
            throw new NoSuchAlgorithmException(algorithm + " MessageDigest not available");
        }
        return d;
    }

    public final String getAlgorithm() {
        return algorithm;
    }

    public final int getDigestLength() {
        int n = engineGetDigestLength();
        if (n != 0) {
            return n;
        }
        try {
            return ((MessageDigest) clone()).digest().length;
        } catch (CloneNotSupportedException e) {
            return 0;
        }
    }

    public void update(byte input) {
        engineUpdate(input);
        inProgress = true;
    }

    public void update(byte[] input, int offset, int len) {
        if (input == null) {
            throw new IllegalArgumentException("No input buffer given");
        }
        if (input.length - offset < len) {
            throw new IllegalArgumentException("Input buffer too short");
        }
        engineUpdate(input, offset, len);
        inProgress = true;
    }

    public void update(byte[] input) {
        engineUpdate(input, 0, input.length);
        inProgress = true;
    }

    /** Completes the digest and resets. */
    public byte[] digest() {
        byte[] result = engineDigest();
        inProgress = false;
        return result;
    }

    public int digest(byte[] buf, int offset, int len) throws DigestException {
        if (buf == null) {
            throw new IllegalArgumentException("No output buffer given");
        }
        if (buf.length - offset < len) {
            throw new IllegalArgumentException("Output buffer too small for specified offset and length");
        }
        int n = engineDigest(buf, offset, len);
        inProgress = false;
        return n;
    }

    public byte[] digest(byte[] input) {
        update(input);
        return digest();
    }

    public void reset() {
        engineReset();
        inProgress = false;
    }

    /** Compares in time independent of where the arrays differ, as the JDK does. */
    public static boolean isEqual(byte[] digesta, byte[] digestb) {
        if (digesta == digestb) {
            return true;
        }
        if (digesta == null || digestb == null) {
            return false;
        }
        int lenA = digesta.length;
        int lenB = digestb.length;
        if (lenB == 0) {
            return lenA == 0;
        }
        int result = lenA - lenB;
        for (int i = 0; i < lenA; i++) {
            int indexB = ((i - lenB) >>> 31) * i;
            result |= digesta[i] ^ digestb[indexB];
        }
        return result == 0;
    }

    public String toString() {
        String provider = this instanceof DigestBase ? "SUN" : "(no provider)";
        return algorithm + " Message Digest from " + provider + ", "
                + (inProgress ? "<in progress>" : "<initialized>") + System.lineSeparator();
    }

    public Object clone() throws CloneNotSupportedException {
        return super.clone();
    }
}
