/** A hand-written binary search tree: insert, contains, delete, traversals, height, and a string-keyed variant. */
public class BinaryTreeImpl {
    static class Tree {
        static class TNode {
            int key;
            TNode left;
            TNode right;

            TNode(int key) {
                this.key = key;
            }
        }

        TNode root;
        int size;

        boolean insert(int key) {
            if (root == null) {
                root = new TNode(key);
                size++;
                return true;
            }
            TNode n = root;
            while (true) {
                if (key == n.key) {
                    return false;
                }
                if (key < n.key) {
                    if (n.left == null) {
                        n.left = new TNode(key);
                        size++;
                        return true;
                    }
                    n = n.left;
                } else {
                    if (n.right == null) {
                        n.right = new TNode(key);
                        size++;
                        return true;
                    }
                    n = n.right;
                }
            }
        }

        boolean contains(int key) {
            TNode n = root;
            while (n != null) {
                if (key == n.key) {
                    return true;
                }
                n = key < n.key ? n.left : n.right;
            }
            return false;
        }

        void delete(int key) {
            root = delete(root, key);
        }

        private TNode delete(TNode n, int key) {
            if (n == null) {
                return null;
            }
            if (key < n.key) {
                n.left = delete(n.left, key);
            } else if (key > n.key) {
                n.right = delete(n.right, key);
            } else {
                size--;
                if (n.left == null) {
                    return n.right;
                }
                if (n.right == null) {
                    return n.left;
                }
                TNode m = n.right;
                while (m.left != null) {
                    m = m.left;
                }
                n.key = m.key;
                size++;
                n.right = delete(n.right, m.key);
            }
            return n;
        }

        int height(TNode n) {
            if (n == null) {
                return 0;
            }
            return 1 + Math.max(height(n.left), height(n.right));
        }

        void inorder(TNode n, StringBuilder sb) {
            if (n == null) {
                return;
            }
            inorder(n.left, sb);
            sb.append(n.key).append(' ');
            inorder(n.right, sb);
        }

        void preorder(TNode n, StringBuilder sb) {
            if (n == null) {
                return;
            }
            sb.append(n.key).append(' ');
            preorder(n.left, sb);
            preorder(n.right, sb);
        }

        void postorder(TNode n, StringBuilder sb) {
            if (n == null) {
                return;
            }
            postorder(n.left, sb);
            postorder(n.right, sb);
            sb.append(n.key).append(' ');
        }

        String levelOrder() {
            TNode[] queue = new TNode[size + 1];
            int head = 0;
            int tail = 0;
            StringBuilder sb = new StringBuilder();
            if (root != null) {
                queue[tail++] = root;
            }
            while (head < tail) {
                TNode n = queue[head++];
                sb.append(n.key).append(' ');
                if (n.left != null) {
                    queue[tail++] = n.left;
                }
                if (n.right != null) {
                    queue[tail++] = n.right;
                }
            }
            return sb.toString();
        }
    }

    static class WordTree {
        String word;
        int count;
        WordTree left;
        WordTree right;

        WordTree(String w) {
            word = w;
            count = 1;
        }

        void add(String w) {
            int c = w.compareTo(word);
            if (c == 0) {
                count++;
            } else if (c < 0) {
                if (left == null) {
                    left = new WordTree(w);
                } else {
                    left.add(w);
                }
            } else {
                if (right == null) {
                    right = new WordTree(w);
                } else {
                    right.add(w);
                }
            }
        }

        void dump(StringBuilder sb) {
            if (left != null) {
                left.dump(sb);
            }
            sb.append(word).append('=').append(count).append(' ');
            if (right != null) {
                right.dump(sb);
            }
        }
    }

    public static void main(String[] args) {
        Tree t = new Tree();
        int[] keys = {50, 30, 70, 20, 40, 60, 80, 35, 45, 65, 30, 50};
        for (int i = 0; i < keys.length; i++) {
            System.out.print(t.insert(keys[i]) ? "+" : "=");
        }
        System.out.println(" size " + t.size + " height " + t.height(t.root));
        StringBuilder sb = new StringBuilder();
        t.inorder(t.root, sb);
        System.out.println("inorder   " + sb);
        sb.setLength(0);
        t.preorder(t.root, sb);
        System.out.println("preorder  " + sb);
        sb.setLength(0);
        t.postorder(t.root, sb);
        System.out.println("postorder " + sb);
        System.out.println("level     " + t.levelOrder());
        System.out.println("contains 45 " + t.contains(45) + " 46 " + t.contains(46));
        t.delete(30);
        t.delete(50);
        t.delete(999);
        sb.setLength(0);
        t.inorder(t.root, sb);
        System.out.println("after delete " + sb + " size " + t.size + " root " + t.root.key);
        Tree big = new Tree();
        int x = 7;
        for (int i = 0; i < 5000; i++) {
            x = (x * 1103 + 17) % 100003;
            big.insert(x);
        }
        System.out.println("big size " + big.size + " height " + big.height(big.root));
        WordTree words = null;
        String text = "the cat and the dog and the bird saw a cat";
        String[] ws = text.split(" ");
        for (int i = 0; i < ws.length; i++) {
            if (words == null) {
                words = new WordTree(ws[i]);
            } else {
                words.add(ws[i]);
            }
        }
        sb.setLength(0);
        words.dump(sb);
        System.out.println("word counts " + sb);
    }
}
