// rjvm-test: jvm=-Drjvm.test.prop=hello-from-D -Drjvm.test.empty=
/** System.getProperty for line.separator and -D properties, identityHashCode stability, System.err not on stdout. */
public class SystemProps {
    public static void main(String[] args) {
        String sep = System.getProperty("line.separator");
        System.out.println("line.separator is newline: " + "\n".equals(sep) + " length " + sep.length());
        System.out.println("rjvm.test.prop=" + System.getProperty("rjvm.test.prop"));
        System.out.println("rjvm.test.empty=[" + System.getProperty("rjvm.test.empty") + "]");
        System.out.println("missing=" + System.getProperty("rjvm.test.missing"));
        System.out.println("missing with default=" + System.getProperty("rjvm.test.missing", "fallback"));
        System.out.println("file.separator=" + System.getProperty("file.separator") + " path.separator=" + System.getProperty("path.separator"));
        Object o = new Object();
        int h1 = System.identityHashCode(o);
        int h2 = System.identityHashCode(o);
        System.out.println("identityHashCode stable: " + (h1 == h2) + " matches hashCode: " + (h1 == o.hashCode()));
        System.out.println("identityHashCode(null)=" + System.identityHashCode(null));
        System.err.println("this line goes to stderr and is not compared");
        System.out.println("out and err are different: " + (System.out != System.err));
        System.out.println("done");
    }
}
