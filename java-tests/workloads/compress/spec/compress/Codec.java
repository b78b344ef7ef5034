package spec.compress;

/** Something that turns one byte array into another. */
interface Codec {
    /** Transforms {@code len} bytes of {@code in}; returns the output, sized exactly. */
    byte[] apply(byte[] in, int len);

    String name();
}
