import java.lang.ref.*;
import java.util.*;
/** java.lang.ref: weak references cleared by a full collection, soft ones kept, queues, phantom references. */
public class WeakRefs {
  static Object keep;
  public static void main(String[] a) throws Exception {
    ReferenceQueue<Object> q = new ReferenceQueue<>();
    Object strong = new int[10];
    keep = new StringBuilder("kept");
    WeakReference<Object> w1 = new WeakReference<>(new int[100], q);
    WeakReference<Object> w2 = new WeakReference<>(strong, q);
    WeakReference<Object> w3 = new WeakReference<>(keep);
    WeakReference<Object> w4 = new WeakReference<>(new Object());
    SoftReference<Object> s1 = new SoftReference<>(new int[50]);
    PhantomReference<Object> p1 = new PhantomReference<>(new Object(), q);
    System.out.println((w1.get() != null) + " " + (w2.get() == strong) + " " + (p1.get() == null) + " " + w1.isEnqueued() + " " + (q.poll() == null));
    System.gc();
    System.out.println((w1.get() == null) + " " + (w2.get() == strong) + " " + (w3.get() == keep) + " " + (w4.get() == null) + " " + (s1.get() != null));
    Set<Object> polled = Collections.newSetFromMap(new IdentityHashMap<>());
    Reference<?> r;
    while ((r = q.remove(1000)) != null) { polled.add(r); if (polled.size() == 2) break; }
    System.out.println(polled.size() + " " + polled.contains(w1) + " " + polled.contains(p1) + " " + polled.contains(w2) + " " + w1.isEnqueued() + " " + (q.poll() == null));
    System.out.println(w1.enqueue() + " " + w4.enqueue());
    WeakReference<Object> w5 = new WeakReference<>(new Object(), q);
    System.out.println(w5.enqueue() + " " + w5.isEnqueued() + " " + w5.enqueue() + " " + (w5.get() == null) + " " + (q.poll() == w5) + " " + w5.isEnqueued());
    w2.clear(); System.out.println(w2.get() + " " + (w3.get() == keep));
    // many short-lived weak references: all cleared, none pending forever
    List<WeakReference<byte[]>> refs = new ArrayList<>();
    for (int i = 0; i < 2000; i++) refs.add(new WeakReference<>(new byte[64]));
    System.gc();
    int live = 0; for (WeakReference<byte[]> x : refs) if (x.get() != null) live++;
    System.out.println("live " + live + " " + (strong != null));
  }
}
