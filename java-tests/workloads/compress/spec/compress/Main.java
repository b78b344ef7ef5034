package spec.compress;

/**
 * The compress workload: LZW compression and decompression of generated text-like data,
 * in the spirit of SPECjvm98's 201_compress. Every buffer is compressed with 12-bit and
 * 16-bit codes, decompressed again and compared with the original; the sizes and CRC-32
 * checksums are printed.
 *
 * <p>Usage: {@code spec.compress.Main [small|large]}.
 */
public final class Main {
    private Main() {}

    static String hex(int v) {
        String s = Integer.toHexString(v);
        StringBuilder sb = new StringBuilder();
        for (int i = s.length(); i < 8; i++) {
            sb.append('0');
        }
        return sb.append(s).toString();
    }

    public static void main(String[] args) {
        String size = args.length > 0 ? args[0] : "small";
        int bytes;
        int rounds;
        if (size.equals("small")) {
            bytes = 120_000;
            rounds = 3;
        } else if (size.equals("large")) {
            bytes = 1_000_000;
            rounds = 6;
        } else {
            System.out.println("usage: compress [small|large]");
            System.exit(2);
            return;
        }
        System.out.println("compress: " + size + ", " + rounds + " buffers of " + bytes + " bytes");
        Lzw[] variants = {new Lzw(12), new Lzw(16)};
        Codec[][] codecs = new Codec[variants.length][];
        for (int v = 0; v < variants.length; v++) {
            Lzw lzw = variants[v];
            codecs[v] = new Codec[] {lzw.new Compressor(), lzw.new Decompressor()};
        }
        long totalIn = 0;
        long totalOut = 0;
        int combined = 0;
        boolean allOk = true;
        for (int r = 0; r < rounds; r++) {
            DataGen gen = new DataGen(1000 + r, 400 + 150 * r);
            byte[] data = gen.generate(bytes);
            int crcIn = Crc32.of(data, data.length);
            for (Codec[] pair : codecs) {
                byte[] packed = pair[0].apply(data, data.length);
                byte[] unpacked = pair[1].apply(packed, packed.length);
                boolean ok = unpacked.length == data.length;
                for (int i = 0; ok && i < data.length; i++) {
                    ok = unpacked[i] == data[i];
                }
                int crcPacked = Crc32.of(packed, packed.length);
                int crcOut = Crc32.of(unpacked, unpacked.length);
                allOk &= ok && crcOut == crcIn;
                totalIn += data.length;
                totalOut += packed.length;
                combined = combined * 31 + crcPacked;
                long permille = packed.length * 1000L / data.length;
                System.out.println("round " + r + " " + pair[0].name() + ": " + data.length + " -> "
                        + packed.length + " bytes (" + permille / 10 + "." + permille % 10 + "%), crc "
                        + hex(crcIn) + " packed " + hex(crcPacked) + (ok ? " ok" : " MISMATCH"));
            }
        }
        System.out.println("total: " + totalIn + " -> " + totalOut + " bytes, checksum " + hex(combined));
        System.out.println(allOk ? "round trip verified" : "ROUND TRIP FAILED");
        if (!allOk) {
            System.exit(1);
        }
    }
}
