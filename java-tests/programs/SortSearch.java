/** Sorting and searching by hand: insertion sort, quicksort, merge sort, binary search, on pseudo-random data. */
public class SortSearch {
    static int seed = 12345;

    static int nextRandom() {
        seed = seed * 1103515245 + 12345;
        return (seed >>> 16) & 0x7FFF;
    }

    static void insertionSort(int[] a) {
        for (int i = 1; i < a.length; i++) {
            int key = a[i];
            int j = i - 1;
            while (j >= 0 && a[j] > key) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = key;
        }
    }

    static void quickSort(int[] a, int lo, int hi) {
        if (lo >= hi) {
            return;
        }
        int pivot = a[(lo + hi) >>> 1];
        int i = lo;
        int j = hi;
        while (i <= j) {
            while (a[i] < pivot) {
                i++;
            }
            while (a[j] > pivot) {
                j--;
            }
            if (i <= j) {
                int t = a[i];
                a[i] = a[j];
                a[j] = t;
                i++;
                j--;
            }
        }
        quickSort(a, lo, j);
        quickSort(a, i, hi);
    }

    static void mergeSort(String[] a, String[] tmp, int lo, int hi) {
        if (hi - lo < 2) {
            return;
        }
        int mid = (lo + hi) / 2;
        mergeSort(a, tmp, lo, mid);
        mergeSort(a, tmp, mid, hi);
        int i = lo;
        int j = mid;
        int k = lo;
        while (i < mid && j < hi) {
            tmp[k++] = a[i].compareTo(a[j]) <= 0 ? a[i++] : a[j++];
        }
        while (i < mid) {
            tmp[k++] = a[i++];
        }
        while (j < hi) {
            tmp[k++] = a[j++];
        }
        System.arraycopy(tmp, lo, a, lo, hi - lo);
    }

    static int binarySearch(int[] a, int key) {
        int lo = 0;
        int hi = a.length - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (a[mid] < key) {
                lo = mid + 1;
            } else if (a[mid] > key) {
                hi = mid - 1;
            } else {
                return mid;
            }
        }
        return -(lo + 1);
    }

    static boolean sorted(int[] a) {
        for (int i = 1; i < a.length; i++) {
            if (a[i - 1] > a[i]) {
                return false;
            }
        }
        return true;
    }

    static long checksum(int[] a) {
        long h = 0;
        for (int i = 0; i < a.length; i++) {
            h = h * 31 + a[i];
        }
        return h;
    }

    public static void main(String[] args) {
        int[] small = new int[20];
        for (int i = 0; i < small.length; i++) {
            small[i] = nextRandom() % 100;
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < small.length; i++) {
            sb.append(small[i]).append(' ');
        }
        System.out.println("unsorted: " + sb);
        insertionSort(small);
        sb.setLength(0);
        for (int i = 0; i < small.length; i++) {
            sb.append(small[i]).append(' ');
        }
        System.out.println("sorted:   " + sb);
        int[] big = new int[5000];
        for (int i = 0; i < big.length; i++) {
            big[i] = nextRandom() - 16384;
        }
        int[] copy = big.clone();
        quickSort(big, 0, big.length - 1);
        insertionSort(copy);
        System.out.println("quicksort sorted " + sorted(big) + " checksum " + checksum(big) + " equal to insertion " + (checksum(big) == checksum(copy)));
        System.out.println("min " + big[0] + " max " + big[big.length - 1] + " median " + big[big.length / 2]);
        int[] keys = {big[0], big[100], big[4999], 99999, -99999, 0};
        for (int i = 0; i < keys.length; i++) {
            int idx = binarySearch(big, keys[i]);
            System.out.println("search " + keys[i] + " -> " + (idx >= 0 ? "found value " + big[idx] : "insertion point " + (-idx - 1)));
        }
        String[] words = {"pear", "apple", "fig", "banana", "cherry", "date", "elderberry", "grape", "apple", "Kiwi", "lemon"};
        mergeSort(words, new String[words.length], 0, words.length);
        sb.setLength(0);
        for (int i = 0; i < words.length; i++) {
            sb.append(words[i]).append(' ');
        }
        System.out.println("words: " + sb);
        int[] sortedSmall = {1, 3, 5, 7, 9, 11};
        for (int k = 0; k <= 12; k += 3) {
            System.out.println("binarySearch(" + k + ")=" + binarySearch(sortedSmall, k));
        }
    }
}
