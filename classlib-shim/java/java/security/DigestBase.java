package java.security;

/**
 * The shared part of rjvm's digests (rjvm shim): block buffering (64 bytes, 128 for the SHA-512
 * family), the Merkle-Damgard padding (0x80, zeros, the message length in bits in the last 8
 * bytes, 16 for 128-byte blocks) and the algorithm-name table. Subclasses compress one block and
 * write out their state.
 */
abstract class DigestBase extends MessageDigest implements Cloneable {
    private final int digestLength;
    private final boolean bigEndianLength;
    private final int blockSize;
    private byte[] buffer;
    private int bufferUsed;
    private long bytesProcessed;

    DigestBase(String algorithm, int digestLength, boolean bigEndianLength) {
        this(algorithm, digestLength, bigEndianLength, 64);
    }

    DigestBase(String algorithm, int digestLength, boolean bigEndianLength, int blockSize) {
        super(algorithm);
        this.digestLength = digestLength;
        this.bigEndianLength = bigEndianLength;
        this.blockSize = blockSize;
        this.buffer = new byte[blockSize];
    }

    /** The implementation for a name or alias (case-insensitive), or null. */
    static DigestBase forName(String name) {
        switch (name.toUpperCase()) {
            case "MD5":
            case "1.2.840.113549.2.5":
            case "OID.1.2.840.113549.2.5":
                return new Md5(name);
            case "SHA-1":
            case "SHA":
            case "SHA1":
            case "1.3.14.3.2.26":
            case "OID.1.3.14.3.2.26":
                return new Sha1(name);
            case "SHA-224":
            case "SHA224":
            case "2.16.840.1.101.3.4.2.4":
            case "OID.2.16.840.1.101.3.4.2.4":
                return new Sha2(name, 28);
            case "SHA-256":
            case "SHA256":
            case "2.16.840.1.101.3.4.2.1":
            case "OID.2.16.840.1.101.3.4.2.1":
                return new Sha2(name, 32);
            case "SHA-384":
            case "SHA384":
            case "2.16.840.1.101.3.4.2.2":
            case "OID.2.16.840.1.101.3.4.2.2":
                return new Sha512(name, 48);
            case "SHA-512":
            case "SHA512":
            case "2.16.840.1.101.3.4.2.3":
            case "OID.2.16.840.1.101.3.4.2.3":
                return new Sha512(name, 64);
            case "SHA-512/224":
            case "SHA512/224":
            case "2.16.840.1.101.3.4.2.5":
            case "OID.2.16.840.1.101.3.4.2.5":
                return new Sha512(name, 28);
            case "SHA-512/256":
            case "SHA512/256":
            case "2.16.840.1.101.3.4.2.6":
            case "OID.2.16.840.1.101.3.4.2.6":
                return new Sha512(name, 32);
            default:
                return null;
        }
    }

    /** Processes the block (blockSize bytes) at b[ofs]. */
    abstract void compress(byte[] b, int ofs);

    /** Writes the digest (digestLength bytes) at out[ofs]. */
    abstract void output(byte[] out, int ofs);

    /** Sets the initial state. */
    abstract void initState();

    /** A copy of the subclass's state arrays for clone. */
    abstract void copyState();

    protected final int engineGetDigestLength() {
        return digestLength;
    }

    protected final void engineUpdate(byte input) {
        buffer[bufferUsed++] = input;
        bytesProcessed++;
        if (bufferUsed == blockSize) {
            compress(buffer, 0);
            bufferUsed = 0;
        }
    }

    protected final void engineUpdate(byte[] b, int ofs, int len) {
        if (len == 0) {
            return;
        }
        if (ofs < 0 || len < 0 || ofs > b.length - len) {
            throw new ArrayIndexOutOfBoundsException();
        }
        bytesProcessed += len;
        if (bufferUsed > 0) {
            int n = Math.min(len, blockSize - bufferUsed);
            System.arraycopy(b, ofs, buffer, bufferUsed, n);
            bufferUsed += n;
            ofs += n;
            len -= n;
            if (bufferUsed < blockSize) {
                return;
            }
            compress(buffer, 0);
            bufferUsed = 0;
        }
        while (len >= blockSize) {
            compress(b, ofs);
            ofs += blockSize;
            len -= blockSize;
        }
        System.arraycopy(b, ofs, buffer, 0, len);
        bufferUsed = len;
    }

    protected final byte[] engineDigest() {
        byte[] out = new byte[digestLength];
        finish(out, 0);
        return out;
    }

    protected final int engineDigest(byte[] buf, int ofs, int len) throws DigestException {
        if (len < digestLength) {
            // Sic: the JDK's message has no space before "digests".
            throw new DigestException("Length must be at least " + digestLength + " for "
                    + getAlgorithm() + "digests");
        }
        if (ofs < 0 || len < 0 || ofs > buf.length - len) {
            throw new DigestException("Buffer too short to store digest");
        }
        finish(buf, ofs);
        return digestLength;
    }

    private void finish(byte[] out, int ofs) {
        long bits = bytesProcessed << 3;
        engineUpdate((byte) 0x80);
        // the length field is 8 bytes, 16 in 128-byte blocks (whose high half stays zero here)
        int lengthField = blockSize / 8;
        while (bufferUsed != blockSize - lengthField) {
            engineUpdate((byte) 0);
        }
        int lengthAt = blockSize - 8;
        while (bufferUsed != lengthAt) {
            engineUpdate((byte) 0);
        }
        for (int i = 0; i < 8; i++) {
            int shift = bigEndianLength ? 56 - 8 * i : 8 * i;
            buffer[lengthAt + i] = (byte) (bits >>> shift);
        }
        compress(buffer, 0);
        output(out, ofs);
        engineReset();
    }

    protected final void engineReset() {
        bufferUsed = 0;
        bytesProcessed = 0;
        initState();
    }

    public Object clone() throws CloneNotSupportedException {
        DigestBase copy = (DigestBase) super.clone();
        copy.buffer = buffer.clone();
        copy.copyState();
        return copy;
    }

    static int bigEndianInt(byte[] b, int i) {
        return (b[i] << 24) | ((b[i + 1] & 0xff) << 16) | ((b[i + 2] & 0xff) << 8) | (b[i + 3] & 0xff);
    }

    static void putBigEndian(int[] state, int words, byte[] out, int ofs) {
        for (int i = 0; i < words; i++) {
            int v = state[i];
            out[ofs + 4 * i] = (byte) (v >>> 24);
            out[ofs + 4 * i + 1] = (byte) (v >>> 16);
            out[ofs + 4 * i + 2] = (byte) (v >>> 8);
            out[ofs + 4 * i + 3] = (byte) v;
        }
    }
}
