import java.util.*;
import java.util.zip.*;
import java.io.*;
/** ThreadLocal (initial values, per-thread values, remove) and InheritableThreadLocal (childValue). */
public class ThreadLocals {
  static final ThreadLocal<StringBuilder> BUF = ThreadLocal.withInitial(StringBuilder::new);
  static final InheritableThreadLocal<String> CTX = new InheritableThreadLocal<String>() { protected String childValue(String p) { return p + "-child"; } };
  public static void main(String[] a) throws Exception {
    BUF.get().append("main"); System.out.println(BUF.get());
    CTX.set("root");
    ThreadLocal<Integer> counter = new ThreadLocal<Integer>() { protected Integer initialValue() { return 10; } };
    Thread t = new Thread(() -> { BUF.get().append("t1"); System.out.println(BUF.get() + " " + CTX.get() + " " + counter.get()); counter.set(5); System.out.println(counter.get()); });
    t.start(); t.join();
    System.out.println(BUF.get() + " " + CTX.get() + " " + counter.get());
    counter.set(99); counter.remove(); System.out.println(counter.get());
    ThreadLocal<String> plain = new ThreadLocal<>(); System.out.println(plain.get()); plain.set("s"); System.out.println(plain.get());
  }
}
