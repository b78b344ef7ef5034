import java.util.*;

/** Arrays and Collections algorithms: sorts of every type, stability, binary search, seeded shuffle. */
public class UtilSortSearch {
    static void p(Object o) {
        System.out.println(o);
    }

    static final class Person {
        final String name;
        final int age;

        Person(String name, int age) {
            this.name = name;
            this.age = age;
        }

        public String toString() {
            return name + "(" + age + ")";
        }
    }

    public static void main(String[] args) {
        Random r = new Random(7);
        int[] ia = new int[40];
        long[] la = new long[40];
        short[] sa = new short[40];
        char[] ca = new char[40];
        byte[] ba = new byte[40];
        float[] fa = new float[40];
        double[] da = new double[40];
        for (int i = 0; i < 40; i++) {
            ia[i] = r.nextInt(100) - 50;
            la[i] = r.nextLong() >> 40;
            sa[i] = (short) r.nextInt();
            ca[i] = (char) ('a' + r.nextInt(26));
            ba[i] = (byte) r.nextInt();
            fa[i] = r.nextFloat() - 0.5f;
            da[i] = r.nextGaussian();
        }
        fa[3] = Float.NaN;
        fa[4] = -0.0f;
        fa[5] = 0.0f;
        fa[6] = Float.NEGATIVE_INFINITY;
        da[0] = Double.NaN;
        da[1] = 0.0;
        da[2] = -0.0;
        da[3] = Double.POSITIVE_INFINITY;
        da[4] = -0.0;
        Arrays.sort(ia);
        Arrays.sort(la);
        Arrays.sort(sa);
        Arrays.sort(ca);
        Arrays.sort(ba);
        Arrays.sort(fa);
        Arrays.sort(da);
        p(Arrays.toString(ia));
        p(Arrays.toString(la));
        p(Arrays.toString(sa));
        p(Arrays.toString(ca));
        p(Arrays.toString(ba));
        p(Arrays.toString(fa));
        p(Arrays.toString(da));
        p(Arrays.binarySearch(ia, ia[17]) + " " + Arrays.binarySearch(ia, 1000) + " " + Arrays.binarySearch(ia, -1000)
                + " " + Arrays.binarySearch(da, -0.0) + " " + Arrays.binarySearch(da, Double.NaN) + " "
                + Arrays.binarySearch(ca, 'q') + " " + Arrays.binarySearch(fa, 0.0f));
        int[] big = new int[5000];
        for (int i = 0; i < big.length; i++) {
            big[i] = r.nextInt(1000);
        }
        int[] part = big.clone();
        Arrays.sort(part, 100, 4000);
        Arrays.sort(big);
        boolean sorted = true;
        for (int i = 1; i < big.length; i++) {
            sorted &= big[i - 1] <= big[i];
        }
        p("big sorted " + sorted + " " + big[0] + " " + big[2500] + " " + big[4999] + " hash " + Arrays.hashCode(big)
                + " part " + Arrays.hashCode(part));
        int[] desc = new int[3000];
        for (int i = 0; i < desc.length; i++) {
            desc[i] = desc.length - i;
        }
        Arrays.sort(desc);
        p(desc[0] + " " + desc[1500] + " " + desc[2999]);
        try {
            Arrays.sort(ia, 5, 2);
        } catch (IllegalArgumentException e) {
            p("IAE " + e.getMessage());
        }
        try {
            Arrays.sort(ia, -1, 2);
        } catch (ArrayIndexOutOfBoundsException e) {
            p("AIOOBE " + e.getMessage());
        }
        try {
            Arrays.fill(ia, 3, 99, 0);
        } catch (ArrayIndexOutOfBoundsException e) {
            p("AIOOBE " + e.getMessage());
        }

        // Stability of object sorts.
        Person[] people = new Person[30];
        String[] names = {"ann", "bob", "cid", "dee", "eve", "fay"};
        for (int i = 0; i < people.length; i++) {
            people[i] = new Person(names[i % names.length] + i, r.nextInt(5) + 20);
        }
        Person[] byAge = people.clone();
        Arrays.sort(byAge, new Comparator<Person>() {
            public int compare(Person a, Person b) {
                return Integer.compare(a.age, b.age);
            }
        });
        p(Arrays.toString(byAge));
        List<Person> pl = new ArrayList<Person>(Arrays.asList(people));
        Collections.sort(pl, new Comparator<Person>() {
            public int compare(Person a, Person b) {
                return b.age - a.age;
            }
        });
        p(pl);
        LinkedList<Person> lp = new LinkedList<Person>(Arrays.asList(people));
        lp.sort(new Comparator<Person>() {
            public int compare(Person a, Person b) {
                return a.name.charAt(0) - b.name.charAt(0);
            }
        });
        p(lp);
        String[] strs = "pear Apple fig banana apple Fig cherry date Date elder".split(" ");
        String[] s1 = strs.clone();
        Arrays.sort(s1);
        p(Arrays.toString(s1));
        Arrays.sort(s1, String.CASE_INSENSITIVE_ORDER);
        p(Arrays.toString(s1));
        Arrays.sort(s1, Collections.reverseOrder());
        p(Arrays.toString(s1));
        Integer[] boxed = {5, 3, 9, 1, 7, 3, 8};
        Arrays.sort(boxed, 1, 5);
        p(Arrays.toString(boxed) + " " + Arrays.binarySearch(new Integer[] {1, 3, 5, 7}, 5));

        // Collections algorithms.
        List<Integer> nums = new ArrayList<Integer>();
        for (int i = 0; i < 20; i++) {
            nums.add(i);
        }
        Collections.shuffle(nums, new Random(123));
        p("shuffle " + nums);
        LinkedList<Integer> lnums = new LinkedList<Integer>();
        for (int i = 0; i < 20; i++) {
            lnums.add(i);
        }
        Collections.shuffle(lnums, new Random(123));
        p("shuffle linked " + lnums);
        p("min " + Collections.min(nums) + " max " + Collections.max(nums) + " minRev "
                + Collections.min(nums, Collections.reverseOrder()));
        Collections.reverse(nums);
        p("reverse " + nums);
        Collections.reverse(lnums);
        p("reverse linked " + lnums);
        Collections.sort(nums);
        p("sort " + nums + " search " + Collections.binarySearch(nums, 13) + " " + Collections.binarySearch(nums, 99));
        Collections.swap(nums, 0, 19);
        Collections.rotate(nums, 3);
        p("swap+rotate " + nums);
        Collections.rotate(nums, -5);
        p("rotate -5 " + nums);
        List<String> dup = new ArrayList<String>(Arrays.asList("a", "b", "a", "c", "a"));
        p("frequency " + Collections.frequency(dup, "a") + " " + Collections.frequency(dup, "z"));
        Collections.addAll(dup, "x", "y");
        Collections.replaceAll(dup, "a", "A");
        p(dup + " " + Collections.indexOfSubList(dup, Arrays.asList("A", "c")) + " "
                + Collections.lastIndexOfSubList(dup, Arrays.asList("A")));
        Collections.fill(dup, "f");
        p(dup + " disjoint " + Collections.disjoint(dup, Arrays.asList("g")));
        p(Collections.nCopies(4, "ab") + " " + Collections.nCopies(0, 1));
        p(Arrays.asList(1, 2, 3) + " " + Arrays.toString((Object[]) null) + " " + Arrays.toString(new int[0]));

        // Array utilities.
        int[][] grid = {{1, 2}, {3, 4, 5}, {}};
        Object[] deep = {1, "two", new int[] {3}, new String[] {"four", null}, null, new double[] {5.5}};
        p(Arrays.deepToString(grid) + " " + Arrays.deepToString(deep));
        Object[] cyc = new Object[2];
        cyc[0] = "c";
        cyc[1] = cyc;
        p(Arrays.deepToString(cyc));
        int[][] grid2 = {{1, 2}, {3, 4, 5}, {}};
        p(Arrays.equals(grid, grid2) + " " + Arrays.deepEquals(grid, grid2) + " "
                + (Arrays.deepHashCode(grid) == Arrays.deepHashCode(grid2)));
        p(Arrays.toString(Arrays.copyOf(new int[] {1, 2, 3}, 5)) + " "
                + Arrays.toString(Arrays.copyOfRange(new char[] {'a', 'b', 'c', 'd'}, 1, 3)) + " "
                + Arrays.toString(Arrays.copyOf(new String[] {"x", "y"}, 3)) + " "
                + Arrays.toString(Arrays.copyOfRange(new long[] {1, 2}, 1, 4)));
        boolean[] flags = new boolean[4];
        Arrays.fill(flags, 1, 3, true);
        double[] dd = new double[3];
        Arrays.fill(dd, 2.5);
        p(Arrays.toString(flags) + " " + Arrays.toString(dd) + " " + Arrays.hashCode(flags) + " "
                + Arrays.hashCode(dd) + " " + Arrays.hashCode(new long[] {1L << 40, -1}) + " "
                + Arrays.hashCode(new Object[] {"a", null, 3}));
        p(Arrays.equals(new double[] {Double.NaN}, new double[] {Double.NaN}) + " "
                + Arrays.equals(new double[] {0.0}, new double[] {-0.0}) + " "
                + Arrays.equals(new String[] {"a"}, new String[] {"a"}));
    }
}
