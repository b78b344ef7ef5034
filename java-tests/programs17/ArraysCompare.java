import java.io.File;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Comparator;

/**
 * Java 9 Arrays.compare and Arrays.mismatch for every primitive type and for objects (natural
 * order and a comparator, nulls, prefixes, NaN and -0.0), the code-point methods of
 * StringBuilder and String (codePointCount, codePointBefore, offsetByCodePoints, with
 * surrogate pairs), and File.toPath.
 */
public class ArraysCompare {
    public static void main(String[] args) {
        System.out.println(Arrays.compare(new int[] {1, 2}, new int[] {1, 3}) + " " + Arrays.compare(new int[] {1, 2}, new int[] {1, 2, 0})
                + " " + Arrays.compare(new int[] {5}, new int[] {}) + " " + Arrays.compare((int[]) null, new int[0])
                + " " + Arrays.compare(new int[0], (int[]) null) + " " + Arrays.compare((int[]) null, (int[]) null));
        System.out.println(Arrays.mismatch(new int[] {1, 2}, new int[] {1, 3}) + " " + Arrays.mismatch(new int[] {1, 2}, new int[] {1, 2})
                + " " + Arrays.mismatch(new int[] {1, 2}, new int[] {1, 2, 3}) + " " + Arrays.mismatch(new int[0], new int[] {7}));
        System.out.println(Arrays.compare(new byte[] {-1}, new byte[] {1}) + " " + Arrays.compare(new byte[] {10, 20}, new byte[] {10, -20})
                + " " + Arrays.compare(new short[] {300}, new short[] {-300}) + " " + Arrays.compare(new char[] {'a', 'z'}, new char[] {'a', 'b'})
                + " " + Arrays.compare(new long[] {Long.MIN_VALUE}, new long[] {0}) + " " + Arrays.compare(new boolean[] {true}, new boolean[] {false})
                + " " + Arrays.mismatch(new boolean[] {true, false}, new boolean[] {true, true}) + " " + Arrays.mismatch(new char[] {'x'}, new char[] {'x'}));
        System.out.println(Arrays.compare(new double[] {Double.NaN}, new double[] {1.0}) + " " + Arrays.compare(new double[] {-0.0}, new double[] {0.0})
                + " " + Arrays.mismatch(new double[] {Double.NaN}, new double[] {Double.NaN}) + " " + Arrays.mismatch(new double[] {0.0}, new double[] {-0.0})
                + " " + Arrays.compare(new float[] {1.5f, Float.NaN}, new float[] {1.5f, Float.POSITIVE_INFINITY})
                + " " + Arrays.mismatch(new float[] {1f, 2f}, new float[] {1f}) + " " + Arrays.mismatch(new short[] {1, 2}, new short[] {1, 5})
                + " " + Arrays.mismatch(new long[] {4}, new long[] {4}) + " " + Arrays.mismatch(new byte[] {1}, new byte[] {2}));
        String[] a = {"apple", "pear"};
        String[] b = {"apple", "plum"};
        System.out.println(Arrays.compare(a, b) + " " + Arrays.compare(b, a) + " " + Arrays.compare(a, new String[] {"apple"})
                + " " + Arrays.compare(new String[] {null, "x"}, new String[] {"a"}) + " " + Arrays.compare(new String[] {"a"}, new String[] {null})
                + " " + Arrays.compare(a, b, Comparator.comparing(String::length)) + " " + Arrays.compare(a, b, Comparator.reverseOrder())
                + " " + Arrays.mismatch(a, b) + " " + Arrays.mismatch(new Object[] {null, 1}, new Object[] {null, 1})
                + " " + Arrays.mismatch(new Object[] {null}, new Object[] {"n"}));
        try {
            Arrays.mismatch((int[]) null, new int[0]);
        } catch (NullPointerException e) {
            System.out.println("mismatch(null): NullPointerException");
        }

        StringBuilder sb = new StringBuilder("a");
        sb.appendCodePoint(0x1F600).append("bc").appendCodePoint(0x10400);
        System.out.println(sb.length() + " " + sb.codePointCount(0, sb.length()) + " " + sb.codePointCount(1, 2) + " " + sb.codePointCount(2, 6)
                + " " + sb.codePointBefore(3) + " " + sb.codePointBefore(2) + " " + sb.codePointBefore(1));
        System.out.println(sb.offsetByCodePoints(0, 2) + " " + sb.offsetByCodePoints(0, 1) + " " + sb.offsetByCodePoints(7, -2)
                + " " + sb.offsetByCodePoints(3, -1) + " " + sb.offsetByCodePoints(5, 0));
        String s = sb.toString();
        System.out.println(s.offsetByCodePoints(0, 4) + " " + s.offsetByCodePoints(s.length(), -5) + " " + s.codePointCount(0, s.length())
                + " " + Character.codePointCount(s.toCharArray(), 1, 3) + " " + Character.offsetByCodePoints(s, 1, 1));
        String[] failing = {"count", "offset", "before", "soffset"};
        for (String f : failing) {
            try {
                switch (f) {
                    case "count": sb.codePointCount(3, 2); break;
                    case "offset": sb.offsetByCodePoints(0, 9); break;
                    case "before": sb.codePointBefore(0); break;
                    default: s.offsetByCodePoints(-1, 0); break;
                }
                System.out.println(f + " passed");
            } catch (IndexOutOfBoundsException e) {
                System.out.println(f + ": " + e.getClass().getSimpleName());
            }
        }
        Path p = new File("some/dir/../file.txt").toPath();
        System.out.println(p + " " + p.getFileName() + " " + p.getNameCount() + " " + new File("/abs/x").toPath().isAbsolute()
                + " " + p.toFile().getPath());
    }
}
