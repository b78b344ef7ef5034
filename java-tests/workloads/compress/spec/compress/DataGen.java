package spec.compress;

import java.util.ArrayList;
import java.util.List;

/**
 * Generates compressible, text-like input: words from a generated vocabulary picked with a
 * skewed (Zipf-like) distribution, numbers, punctuation and line breaks, with occasional
 * runs of binary noise, all from a {@link Lcg}.
 */
final class DataGen {
    private final Lcg rng;
    private final List<byte[]> vocabulary = new ArrayList<>();

    DataGen(long seed, int words) {
        rng = new Lcg(seed);
        String letters = "etaoinshrdlcumwfgypbvkjxqz";
        for (int w = 0; w < words; w++) {
            int len = 2 + rng.nextInt(4) + rng.nextInt(5);
            byte[] word = new byte[len];
            for (int i = 0; i < len; i++) {
                // favour frequent letters: the minimum of two draws
                int a = rng.nextInt(letters.length());
                int b = rng.nextInt(letters.length());
                word[i] = (byte) letters.charAt(Math.min(a, b));
            }
            vocabulary.add(word);
        }
    }

    byte[] generate(int size) {
        byte[] out = new byte[size];
        int p = 0;
        int lineLen = 0;
        boolean capital = true;
        while (p < size) {
            int kind = rng.nextInt(100);
            if (kind < 2) {
                // a short run of noise, which LZW cannot compress
                int n = 8 + rng.nextInt(24);
                for (int i = 0; i < n && p < size; i++) {
                    out[p++] = (byte) rng.next(8);
                }
                continue;
            }
            if (kind < 8) {
                String num = Integer.toString(rng.nextInt(100000));
                for (int i = 0; i < num.length() && p < size; i++) {
                    out[p++] = (byte) num.charAt(i);
                }
            } else {
                int r = rng.nextInt(vocabulary.size());
                int idx = (int) ((long) r * rng.nextInt(vocabulary.size()) / vocabulary.size());
                byte[] w = vocabulary.get(idx);
                for (int i = 0; i < w.length && p < size; i++) {
                    byte b = w[i];
                    if (i == 0 && capital) {
                        b = (byte) (b - 'a' + 'A');
                    }
                    out[p++] = b;
                }
                capital = false;
                lineLen += w.length;
            }
            if (p >= size) {
                break;
            }
            int sep = rng.nextInt(20);
            if (sep == 0) {
                out[p++] = '.';
                capital = true;
            } else if (sep == 1) {
                out[p++] = ',';
            }
            if (p < size) {
                if (lineLen > 70) {
                    out[p++] = '\n';
                    lineLen = 0;
                } else {
                    out[p++] = ' ';
                    lineLen++;
                }
            }
        }
        return out;
    }
}
