import java.util.*;

/** ArrayList, LinkedList, Vector, Stack, ArrayDeque: views, iterators, fail-fast, exceptions, toString. */
public class UtilLists {
    static void p(Object o) {
        System.out.println(o);
    }

    static void tryRun(String label, Runnable r) {
        try {
            r.run();
            p(label + ": ok");
        } catch (RuntimeException e) {
            p(label + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    static void exercise(final List<Integer> l) {
        for (int i = 0; i < 10; i++) {
            l.add(i * 3 % 10);
        }
        l.add(0, 99);
        l.add(5, 77);
        l.remove(Integer.valueOf(77));
        l.remove(2);
        p(l + " size=" + l.size() + " idx=" + l.indexOf(9) + " last=" + l.lastIndexOf(0) + " has=" + l.contains(4));
        List<Integer> sub = l.subList(2, 7);
        p("sub " + sub);
        sub.set(0, -1);
        sub.add(1000);
        sub.remove(Integer.valueOf(4));
        p("sub " + sub + " list " + l);
        sub.clear();
        p("after sub.clear " + l);
        ListIterator<Integer> li = l.listIterator();
        while (li.hasNext()) {
            int idx = li.nextIndex();
            Integer v = li.next();
            if (v % 2 == 0) {
                li.set(v * 10);
            } else if (v == 9) {
                li.remove();
            } else {
                li.add(-idx);
            }
        }
        p("li " + l);
        StringBuilder back = new StringBuilder();
        while (li.hasPrevious()) {
            back.append(li.previousIndex()).append(':').append(li.previous()).append(' ');
        }
        p("back " + back);
        tryRun("get(-1)", new Runnable() {
            public void run() {
                l.get(-1);
            }
        });
        tryRun("get(size)", new Runnable() {
            public void run() {
                l.get(l.size());
            }
        });
        tryRun("add(size+1)", new Runnable() {
            public void run() {
                l.add(l.size() + 1, 5);
            }
        });
        tryRun("subList(3,1)", new Runnable() {
            public void run() {
                l.subList(3, 1);
            }
        });
        tryRun("subList(0,size+1)", new Runnable() {
            public void run() {
                l.subList(0, l.size() + 1);
            }
        });
        tryRun("CME foreach", new Runnable() {
            public void run() {
                for (Integer x : l) {
                    if (x == 0) {
                        l.add(1);
                    }
                }
            }
        });
        tryRun("sublist after structural change", new Runnable() {
            public void run() {
                List<Integer> s = l.subList(0, 2);
                l.add(5);
                s.size();
            }
        });
        tryRun("remove second-to-last in foreach", new Runnable() {
            public void run() {
                List<Integer> c = new ArrayList<Integer>(l);
                c.clear();
                c.add(1);
                c.add(2);
                c.add(3);
                for (Integer x : c) {
                    if (x == 2) {
                        c.remove(x);
                    }
                }
                p("  " + c);
            }
        });
        tryRun("iterator remove twice", new Runnable() {
            public void run() {
                Iterator<Integer> it = l.iterator();
                it.next();
                it.remove();
                it.remove();
            }
        });
        List<Integer> copy = new ArrayList<Integer>(l);
        p("equals " + copy.equals(l) + " " + l.equals(copy) + " hash " + (copy.hashCode() == l.hashCode()) + " "
                + l.hashCode());
        Object[] arr = l.toArray();
        Integer[] typed = l.toArray(new Integer[0]);
        Integer[] big = l.toArray(new Integer[l.size() + 2]);
        p(arr.length + " " + typed.getClass().getSimpleName() + " " + typed.length + " " + big[l.size()] + " "
                + Arrays.toString(typed));
        l.removeAll(Arrays.asList(0, 30, 60));
        p("removeAll " + l);
        l.retainAll(Arrays.asList(1, 3, 5, 7, 99, 1000, -1));
        p("retainAll " + l);
        l.addAll(1, Arrays.asList(8, 8, 8));
        p("addAll " + l + " " + l.isEmpty());
        l.clear();
        p("clear " + l + " " + l.isEmpty());
    }

    public static void main(String[] args) {
        exercise(new ArrayList<Integer>());
        exercise(new LinkedList<Integer>());
        exercise(new Vector<Integer>());

        List<Object> self = new ArrayList<Object>();
        self.add("a");
        self.add(self);
        self.add(null);
        p(self);

        LinkedList<String> ll = new LinkedList<String>();
        ll.addFirst("b");
        ll.addFirst("a");
        ll.addLast("c");
        ll.push("z");
        ll.offer("d");
        p(ll + " " + ll.getFirst() + " " + ll.getLast() + " " + ll.peekFirst() + " " + ll.peekLast());
        p(ll.pop() + " " + ll.poll() + " " + ll.pollLast() + " " + ll.removeFirst() + " " + ll);
        ll.clear();
        p(ll.poll() + " " + ll.peek());
        try {
            ll.getFirst();
        } catch (NoSuchElementException e) {
            p("NSEE " + e.getMessage());
        }
        LinkedList<Integer> dl = new LinkedList<Integer>(Arrays.asList(1, 2, 3, 2, 1));
        dl.removeLastOccurrence(2);
        Iterator<Integer> di = dl.descendingIterator();
        StringBuilder sb = new StringBuilder();
        while (di.hasNext()) {
            sb.append(di.next());
        }
        p(dl + " desc=" + sb);

        ArrayDeque<Integer> dq = new ArrayDeque<Integer>(2);
        for (int i = 0; i < 40; i++) {
            if (i % 3 == 0) {
                dq.addFirst(i);
            } else {
                dq.addLast(i);
            }
            if (i % 7 == 6) {
                dq.pollFirst();
                dq.pollLast();
            }
        }
        p(dq + " size=" + dq.size() + " first=" + dq.peekFirst() + " last=" + dq.peekLast());
        dq.removeFirstOccurrence(13);
        dq.removeLastOccurrence(28);
        Iterator<Integer> qi = dq.iterator();
        while (qi.hasNext()) {
            if (qi.next() % 2 == 0) {
                qi.remove();
            }
        }
        p(dq);
        sb.setLength(0);
        for (Iterator<Integer> it = dq.descendingIterator(); it.hasNext();) {
            sb.append(it.next()).append(',');
        }
        p(sb);
        ArrayDeque<String> stack = new ArrayDeque<String>();
        stack.push("x");
        stack.push("y");
        stack.push("z");
        p(stack + " " + stack.pop() + " " + stack.peek() + " " + stack);
        try {
            stack.addLast(null);
        } catch (NullPointerException e) {
            p("ArrayDeque null: NPE");
        }

        Stack<String> st = new Stack<String>();
        st.push("one");
        st.push("two");
        st.push("three");
        p(st + " peek=" + st.peek() + " search=" + st.search("one") + " " + st.search("none") + " pop=" + st.pop()
                + " " + st + " empty=" + st.empty());
        st.pop();
        st.pop();
        try {
            st.pop();
        } catch (EmptyStackException e) {
            p("EmptyStackException " + e.getMessage());
        }
        Vector<Integer> v = new Vector<Integer>(3, 2);
        for (int i = 0; i < 8; i++) {
            v.addElement(i);
        }
        v.insertElementAt(42, 2);
        v.removeElementAt(0);
        v.setElementAt(7, 0);
        p(v + " cap=" + v.capacity() + " first=" + v.firstElement() + " last=" + v.lastElement() + " at3="
                + v.elementAt(3));
        sb.setLength(0);
        for (Enumeration<Integer> e = v.elements(); e.hasMoreElements();) {
            sb.append(e.nextElement()).append(';');
        }
        p(sb);
        try {
            v.elementAt(20);
        } catch (ArrayIndexOutOfBoundsException e) {
            p("AIOOBE " + e.getMessage());
        }
        try {
            v.get(20);
        } catch (ArrayIndexOutOfBoundsException e) {
            p("AIOOBE " + e.getMessage());
        }
        v.setSize(3);
        p(v + " " + v.size());

        List<String> fixed = Arrays.asList("q", "w", "e");
        fixed.set(1, "W");
        p(fixed + " " + fixed.indexOf("e"));
        try {
            fixed.add("r");
        } catch (UnsupportedOperationException e) {
            p("asList add: UOE " + e.getMessage());
        }
        ArrayList<Integer> al = new ArrayList<Integer>();
        for (int i = 0; i < 20; i++) {
            al.add(i);
        }
        al.subList(5, 15).clear();
        p(al);
        al.removeIf(new java.util.function.Predicate<Integer>() {
            public boolean test(Integer x) {
                return x % 3 == 0;
            }
        });
        al.replaceAll(new java.util.function.UnaryOperator<Integer>() {
            public Integer apply(Integer x) {
                return x * x;
            }
        });
        p(al);
        ArrayList<Integer> cl = new ArrayList<Integer>(al);
        @SuppressWarnings("unchecked")
        ArrayList<Integer> cl2 = (ArrayList<Integer>) al.clone();
        al.add(1);
        p(cl + " " + cl2 + " " + al);
        try {
            new ArrayList<Integer>(-1);
        } catch (IllegalArgumentException e) {
            p("IAE " + e.getMessage());
        }
    }
}
