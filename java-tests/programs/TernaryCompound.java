/** Ternary operators (nested, with mixed numeric types and boxing) and compound assignments with implicit narrowing. */
public class TernaryCompound {
    static String sign(int x) {
        return x > 0 ? "positive" : x < 0 ? "negative" : "zero";
    }

    static int calls;

    static boolean sideEffect(boolean v) {
        calls++;
        return v;
    }

    public static void main(String[] args) {
        int[] xs = {-5, 0, 7};
        for (int i = 0; i < xs.length; i++) {
            System.out.println(xs[i] + " is " + sign(xs[i]));
        }
        boolean flag = true;
        System.out.println("mixed int/double " + (flag ? 1 : 2.0));
        System.out.println("mixed char/int const " + (flag ? 'x' : 0));
        int zero = 0;
        System.out.println("mixed char/int var " + (flag ? 'x' : zero));
        Integer boxed = 5;
        System.out.println("boxed/int " + (flag ? boxed : 0));
        long big = flag ? Integer.MAX_VALUE + 1L : 0;
        System.out.println("long ternary " + big);
        Object o = flag ? "string" : Integer.valueOf(1);
        System.out.println("object ternary " + o);
        int max = 3 > 7 ? 3 : (9 > 7 ? 9 : 7);
        System.out.println("max " + max);
        calls = 0;
        boolean r = sideEffect(false) && sideEffect(true);
        System.out.println("&& short circuit " + r + " calls " + calls);
        calls = 0;
        r = sideEffect(true) || sideEffect(false);
        System.out.println("|| short circuit " + r + " calls " + calls);
        calls = 0;
        r = sideEffect(false) & sideEffect(true);
        System.out.println("& evaluates both " + r + " calls " + calls);
        calls = 0;
        r = sideEffect(true) ^ sideEffect(true);
        System.out.println("^ " + r + " calls " + calls);
        byte b = 10;
        b += 200;
        System.out.println("byte += 200 " + b);
        b -= -100;
        System.out.println("byte -= -100 " + b);
        b *= 2;
        System.out.println("byte *= 2 " + b);
        b /= 3;
        System.out.println("byte /= 3 " + b);
        b <<= 4;
        System.out.println("byte <<= 4 " + b);
        b >>= 1;
        System.out.println("byte >>= 1 " + b);
        short s = 1;
        for (int i = 0; i < 16; i++) {
            s *= 3;
        }
        System.out.println("short *= 3 x16 " + s);
        char c = 'A';
        c *= 2;
        System.out.println("char *= 2 " + (int) c);
        c /= 3;
        System.out.println("char /= 3 " + c);
        int i = 7;
        i += 3.9;
        System.out.println("int += 3.9 " + i);
        i -= 0.5f;
        System.out.println("int -= 0.5f " + i);
        i *= 1e10;
        System.out.println("int *= 1e10 " + i);
        long l = 100;
        l /= 2.5;
        System.out.println("long /= 2.5 " + l);
        float f = 10;
        f += 0.1;
        System.out.println("float += 0.1 (double) " + f);
        int[] arr = {1, 2, 3};
        int idx = 0;
        arr[idx++] += 10;
        System.out.println("arr[idx++] += 10 -> " + arr[0] + " " + arr[1] + " idx " + idx);
        arr[idx] <<= arr[idx];
        System.out.println("arr[1] <<= arr[1] -> " + arr[1]);
        int a1 = 5;
        a1 = a1++ + a1--;
        System.out.println("a1 " + a1);
        int k = 2;
        k += k++ * --k;
        System.out.println("k " + k);
        String str = "x";
        str += 1 + 2;
        str += 'c';
        str += 1.5;
        str += null;
        System.out.println("string += " + str);
        int nested = flag ? (zero == 0 ? 1 : 2) : 3;
        System.out.println("nested " + nested);
    }
}
