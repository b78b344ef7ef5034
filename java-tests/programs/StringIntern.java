/** String identity: literals are interned, compile-time constants fold, runtime concatenation creates new objects, intern(). */
public class StringIntern {
    static final String CONST = "hel" + "lo";
    static String nonConst = "hel";

    public static void main(String[] args) {
        String a = "hello";
        String b = "hello";
        String c = new String("hello");
        String d = "hel" + "lo";
        String e = nonConst + "lo";
        System.out.println("a==b " + (a == b));
        System.out.println("a==c " + (a == c));
        System.out.println("a==d " + (a == d));
        System.out.println("a==CONST " + (a == CONST));
        System.out.println("a==e " + (a == e));
        System.out.println("a==e.intern() " + (a == e.intern()));
        System.out.println("a==c.intern() " + (a == c.intern()));
        System.out.println("a.equals(e) " + a.equals(e));
        String fresh = new StringBuilder("uniq").append("ue-").append(12345).toString();
        String interned = fresh.intern();
        System.out.println("interned==literal " + (interned == "unique-12345"));
        System.out.println("Other.S==a " + (StringInternOther.S == a));
        System.out.println("empty literal==\"\" " + ("" == new String("").intern()));
        String x = "x";
        String xx = x + x;
        System.out.println("xx==\"xx\" " + (xx == "xx") + " after intern " + (xx.intern() == "xx"));
        int n = 0;
        String s1 = "a" + n;
        String s2 = "a" + n;
        System.out.println("s1==s2 " + (s1 == s2) + " s1.equals(s2) " + s1.equals(s2));
        System.out.println("identityHashCode stable " + (System.identityHashCode(a) == System.identityHashCode(b)));
        System.out.println("substring(0) same " + (a.substring(0) == a));
    }
}

class StringInternOther {
    static final String S = "hello";
}
