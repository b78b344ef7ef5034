/** String.format on integral values: %d %x %X %o with width, -, 0, +, space, ',', '(' flags, negatives, byte/short/long arguments, MIN/MAX values. */
public class FormatIntegers {
    public static void main(String[] args) {
        int[] ints = {0, 1, -1, 42, -42, 1234567, -1234567, Integer.MAX_VALUE, Integer.MIN_VALUE};
        for (int v : ints) {
            System.out.println(String.format("[%d] [%5d] [%-5d] [%05d] [%+d] [% d] [%,d] [%(d] [%,15d] [%-+,12d] [%(,d]", v, v, v, v, v, v, v, v, v, v, v));
            System.out.println(String.format("  hex [%x] [%X] [%8x] [%-10x|] [%08X] [%#x] oct [%o] [%#o] [%12o]", v, v, v, v, v, v, v, v, v));
        }
        long[] longs = {0L, -1L, 1L << 40, Long.MAX_VALUE, Long.MIN_VALUE, 9876543210L, -9876543210L};
        for (long v : longs) {
            System.out.println(String.format("long [%d] [%,d] [%x] [%o] [%+,25d] [%(d] [%020d]", v, v, v, v, v, v, v));
        }
        byte[] bytes = {0, 1, -1, 127, -128, -16};
        for (byte b : bytes) System.out.println(String.format("byte %d %x %o %5X", b, b, b, b));
        short[] shorts = {0, -1, 32767, -32768, 255};
        for (short s : shorts) System.out.println(String.format("short %d %x %o %,d", s, s, s, s));
        Integer boxed = -255;
        Long lboxed = 255L;
        System.out.println(String.format("boxed %d %x %d %X", boxed, boxed, lboxed, lboxed));
        System.out.println(String.format("%d%d%d", 1, 2, 3) + String.format("|%3d|%-3d|%03d|", 7, 7, 7));
        System.out.println(String.format("%,d %,d %,d %,d", 999, 1000, 999999, 1000000));
        System.out.println(String.format("[%10s] [%-10s] %s", Integer.toString(42), "left", 12345678901L));
        System.out.println(String.format("%d apples and %d oranges cost %d cents", 3, 5, 3 * 25 + 5 * 40));
        System.out.println(String.format("%x %x %x", (byte) -1, (short) -1, -1L));
        System.out.println(String.format("%1$d %1$x %1$o %2$s %2$s", 255, "again"));
        StringBuilder table = new StringBuilder();
        for (int i = 1; i <= 12; i++) table.append(String.format("%4d%6d%10d%n", i, i * i, i * i * i * 1000));
        System.out.print(table);
    }
}
