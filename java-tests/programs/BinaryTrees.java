/** The Benchmarks Game binary-trees (plain Java form), max depth 12. */
public class BinaryTrees {
    static final class TreeNode {
        final TreeNode left, right;
        TreeNode(TreeNode l, TreeNode r) { left = l; right = r; }
        int itemCheck() { return left == null ? 1 : 1 + left.itemCheck() + right.itemCheck(); }
    }

    static TreeNode bottomUp(int depth) {
        return depth > 0 ? new TreeNode(bottomUp(depth - 1), bottomUp(depth - 1)) : new TreeNode(null, null);
    }

    public static void main(String[] args) {
        int maxDepth = 12;
        int stretch = maxDepth + 1;
        System.out.println("stretch tree of depth " + stretch + "\t check: " + bottomUp(stretch).itemCheck());
        TreeNode longLived = bottomUp(maxDepth);
        for (int d = 4; d <= maxDepth; d += 2) {
            int iterations = 1 << (maxDepth - d + 4);
            int check = 0;
            for (int i = 1; i <= iterations; i++) check += bottomUp(d).itemCheck();
            System.out.println(iterations + "\t trees of depth " + d + "\t check: " + check);
        }
        System.out.println("long lived tree of depth " + maxDepth + "\t check: " + longLived.itemCheck());
    }
}
