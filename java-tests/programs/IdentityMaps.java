import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * IdentityHashMap: keys equal by equals() but distinct objects stay apart, null keys,
 * containsValue by identity, removal while iterating, growth past the initial capacity, and
 * the classic use (visited sets over a graph with value-equal nodes). Iteration order
 * follows identity hash codes, so the program prints only sorted or order-free results.
 */
public class IdentityMaps {
    static final class Node {
        final String name;
        final List<Node> next = new ArrayList<>();

        Node(String name) {
            this.name = name;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Node && ((Node) o).name.equals(name);
        }

        @Override
        public int hashCode() {
            return name.hashCode();
        }
    }

    public static void main(String[] args) {
        IdentityHashMap<String, Integer> m = new IdentityHashMap<>();
        String a = "key";
        String b = new String("key");
        m.put(a, 1);
        m.put(b, 2);
        m.put(null, 3);
        System.out.println("size " + m.size() + " a=" + m.get(a) + " b=" + m.get(b) + " null=" + m.get(null)
                + " copy=" + m.get(new String("key")));
        System.out.println("containsKey " + m.containsKey(a) + " " + m.containsKey("k" + "ey".trim() + "")
                + " containsValue " + m.containsValue(2) + " " + m.containsValue(new Integer(1000)));
        System.out.println("put again " + m.put(a, 10) + " remove b " + m.remove(b) + " remove null "
                + m.remove(null) + " size " + m.size());

        IdentityHashMap<Integer, Integer> big = new IdentityHashMap<>();
        List<Integer> boxes = new ArrayList<>();
        for (int i = 0; i < 500; i++) {
            Integer k = new Integer(i % 50);
            boxes.add(k);
            big.put(k, i);
        }
        System.out.println("distinct boxes " + big.size());
        int removed = 0;
        for (Iterator<Map.Entry<Integer, Integer>> it = big.entrySet().iterator(); it.hasNext();) {
            Map.Entry<Integer, Integer> e = it.next();
            if (e.getValue() % 3 == 0) {
                it.remove();
                removed++;
            }
        }
        long sum = 0;
        for (Integer v : big.values()) {
            sum += v;
        }
        System.out.println("removed " + removed + " left " + big.size() + " sum " + sum);
        for (int i = 0; i < boxes.size(); i += 7) {
            Integer v = big.get(boxes.get(i));
            if (v != null && v != i) {
                System.out.println("wrong value at " + i);
            }
        }
        for (Map.Entry<Integer, Integer> e : big.entrySet()) {
            e.setValue(e.getValue() + 1);
        }
        sum = 0;
        for (Integer v : big.values()) {
            sum += v;
        }
        System.out.println("after setValue sum " + sum);

        Node x1 = new Node("x");
        Node x2 = new Node("x");
        Node y = new Node("y");
        x1.next.add(x2);
        x2.next.add(y);
        y.next.add(x1);
        IdentityHashMap<Node, Boolean> seen = new IdentityHashMap<>();
        List<Node> stack = new ArrayList<>();
        stack.add(x1);
        List<String> order = new ArrayList<>();
        while (!stack.isEmpty()) {
            Node n = stack.remove(stack.size() - 1);
            if (seen.put(n, Boolean.TRUE) != null) {
                continue;
            }
            order.add(n.name);
            stack.addAll(n.next);
        }
        System.out.println("visited " + order + " (an equals-based set would stop at " + new java.util.HashSet<>(
                java.util.Arrays.asList(x1, x2, y)).size() + ")");
        List<String> keys = new ArrayList<>();
        for (Node n : seen.keySet()) {
            keys.add(n.name);
        }
        Collections.sort(keys);
        System.out.println("keys " + keys);
        IdentityHashMap<Node, Boolean> copy = new IdentityHashMap<>(seen);
        copy.clear();
        System.out.println("copy cleared " + copy.isEmpty() + " original " + seen.size());
    }
}
