/** A hand-written singly linked list and a doubly linked deque: add, remove, reverse, iterate, find. */
public class LinkedListImpl {
    static class Node {
        int value;
        Node next;

        Node(int value, Node next) {
            this.value = value;
            this.next = next;
        }
    }

    static class IntList {
        Node head;
        Node tail;
        int size;

        void addLast(int v) {
            Node n = new Node(v, null);
            if (tail == null) {
                head = n;
            } else {
                tail.next = n;
            }
            tail = n;
            size++;
        }

        void addFirst(int v) {
            head = new Node(v, head);
            if (tail == null) {
                tail = head;
            }
            size++;
        }

        boolean remove(int v) {
            Node prev = null;
            for (Node n = head; n != null; n = n.next) {
                if (n.value == v) {
                    if (prev == null) {
                        head = n.next;
                    } else {
                        prev.next = n.next;
                    }
                    if (n == tail) {
                        tail = prev;
                    }
                    size--;
                    return true;
                }
                prev = n;
            }
            return false;
        }

        void reverse() {
            Node prev = null;
            Node cur = head;
            tail = head;
            while (cur != null) {
                Node next = cur.next;
                cur.next = prev;
                prev = cur;
                cur = next;
            }
            head = prev;
        }

        int get(int index) {
            if (index < 0 || index >= size) {
                throw new IndexOutOfBoundsException("Index: " + index + ", Size: " + size);
            }
            Node n = head;
            for (int i = 0; i < index; i++) {
                n = n.next;
            }
            return n.value;
        }

        public String toString() {
            StringBuilder sb = new StringBuilder("[");
            for (Node n = head; n != null; n = n.next) {
                sb.append(n.value);
                if (n.next != null) {
                    sb.append(", ");
                }
            }
            return sb.append("]").toString();
        }
    }

    static class Deque {
        static class DNode {
            Object item;
            DNode prev;
            DNode next;
        }

        DNode first;
        DNode last;
        int size;

        void pushFront(Object o) {
            DNode n = new DNode();
            n.item = o;
            n.next = first;
            if (first != null) {
                first.prev = n;
            } else {
                last = n;
            }
            first = n;
            size++;
        }

        void pushBack(Object o) {
            DNode n = new DNode();
            n.item = o;
            n.prev = last;
            if (last != null) {
                last.next = n;
            } else {
                first = n;
            }
            last = n;
            size++;
        }

        Object popFront() {
            if (first == null) {
                throw new IllegalStateException("empty deque");
            }
            Object o = first.item;
            first = first.next;
            if (first == null) {
                last = null;
            } else {
                first.prev = null;
            }
            size--;
            return o;
        }

        Object popBack() {
            if (last == null) {
                throw new IllegalStateException("empty deque");
            }
            Object o = last.item;
            last = last.prev;
            if (last == null) {
                first = null;
            } else {
                last.next = null;
            }
            size--;
            return o;
        }
    }

    public static void main(String[] args) {
        IntList list = new IntList();
        for (int i = 1; i <= 10; i++) {
            list.addLast(i * i);
        }
        list.addFirst(0);
        System.out.println(list + " size " + list.size);
        System.out.println("remove 49 " + list.remove(49) + " remove 1000 " + list.remove(1000) + " remove 0 " + list.remove(0) + " remove 100 " + list.remove(100));
        System.out.println(list + " size " + list.size + " tail " + list.tail.value);
        list.reverse();
        System.out.println("reversed " + list + " head " + list.head.value + " tail " + list.tail.value);
        System.out.println("get(3) " + list.get(3));
        try {
            list.get(50);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("caught " + e);
        }
        IntList big = new IntList();
        for (int i = 0; i < 100000; i++) {
            big.addLast(i);
        }
        long sum = 0;
        for (Node n = big.head; n != null; n = n.next) {
            sum += n.value;
        }
        System.out.println("big size " + big.size + " sum " + sum);
        Deque d = new Deque();
        d.pushBack("b");
        d.pushFront("a");
        d.pushBack(Integer.valueOf(3));
        d.pushFront("z");
        StringBuilder sb = new StringBuilder();
        while (d.size > 0) {
            sb.append(d.size % 2 == 0 ? d.popFront() : d.popBack()).append(' ');
        }
        System.out.println("deque order " + sb);
        try {
            d.popFront();
        } catch (IllegalStateException e) {
            System.out.println("caught " + e.getMessage());
        }
    }
}
