package java.util;

import java.util.function.IntFunction;
import java.util.function.IntToDoubleFunction;
import java.util.function.IntToLongFunction;
import java.util.function.IntUnaryOperator;
import java.util.function.UnaryOperator;

/**
 * Static array utilities (rjvm shim). Primitive sorts are quicksorts (results equal the JDK's, including
 * -0.0 before 0.0 and NaN last); object sorts are a stable merge sort, as the JDK requires.
 */
public class Arrays {
    private Arrays() {
    }

    static void rangeCheck(int arrayLength, int fromIndex, int toIndex) {
        if (fromIndex > toIndex) {
            throw new IllegalArgumentException("fromIndex(" + fromIndex + ") > toIndex(" + toIndex + ")");
        }
        if (fromIndex < 0) {
            throw new ArrayIndexOutOfBoundsException(fromIndex);
        }
        if (toIndex > arrayLength) {
            throw new ArrayIndexOutOfBoundsException(toIndex);
        }
    }

    public static String toString(long[] a) {
        if (a == null) {
            return "null";
        }
        int iMax = a.length - 1;
        if (iMax == -1) {
            return "[]";
        }
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0;; i++) {
            b.append(a[i]);
            if (i == iMax) {
                return b.append(']').toString();
            }
            b.append(", ");
        }
    }

    public static int hashCode(long[] a) {
        if (a == null) {
            return 0;
        }
        int result = 1;
        for (long e : a) {
            result = 31 * result + (int) (e ^ (e >>> 32));
        }
        return result;
    }

    public static boolean equals(long[] a, long[] a2) {
        if (a == a2) {
            return true;
        }
        if (a == null || a2 == null) {
            return false;
        }
        int length = a.length;
        if (a2.length != length) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            if (a[i] != a2[i]) {
                return false;
            }
        }
        return true;
    }

    public static void fill(long[] a, long val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    public static void fill(long[] a, int fromIndex, int toIndex, long val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    public static long[] copyOf(long[] original, int newLength) {
        long[] copy = new long[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static long[] copyOfRange(long[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0) {
            throw new IllegalArgumentException(from + " > " + to);
        }
        long[] copy = new long[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static void sort(long[] a) {
        sortLong(a, 0, a.length - 1);
    }

    public static void sort(long[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        sortLong(a, fromIndex, toIndex - 1);
    }

    public static void parallelSort(long[] a) {
        sortLong(a, 0, a.length - 1);
    }

    public static void parallelSort(long[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        sortLong(a, fromIndex, toIndex - 1);
    }

    /** Quicksort of a[lo..hi] (inclusive): median of three, insertion sort for short ranges. */
    private static void sortLong(long[] a, int lo, int hi) {
        while (hi - lo >= 16) {
            int mid = (lo + hi) >>> 1;
            if (a[mid] < a[lo]) {
                long x = a[mid]; a[mid] = a[lo]; a[lo] = x;
            }
            if (a[hi] < a[lo]) {
                long x = a[hi]; a[hi] = a[lo]; a[lo] = x;
            }
            if (a[hi] < a[mid]) {
                long x = a[hi]; a[hi] = a[mid]; a[mid] = x;
            }
            long pivot = a[mid];
            int i = lo;
            int j = hi;
            while (i <= j) {
                while (a[i] < pivot) {
                    i++;
                }
                while (pivot < a[j]) {
                    j--;
                }
                if (i <= j) {
                    long x = a[i]; a[i] = a[j]; a[j] = x;
                    i++;
                    j--;
                }
            }
            if (j - lo < hi - i) {
                sortLong(a, lo, j);
                lo = i;
            } else {
                sortLong(a, i, hi);
                hi = j;
            }
        }
        for (int i = lo + 1; i <= hi; i++) {
            long x = a[i];
            int j = i - 1;
            while (j >= lo && x < a[j]) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = x;
        }
    }

    public static int binarySearch(long[] a, long key) {
        return binarySearch0(a, 0, a.length, key);
    }

    public static int binarySearch(long[] a, int fromIndex, int toIndex, long key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key);
    }

    private static int binarySearch0(long[] a, int fromIndex, int toIndex, long key) {
        int low = fromIndex;
        int high = toIndex - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            long midVal = a[mid];
            if (midVal < key) {
                low = mid + 1;
            } else if (midVal > key) {
                high = mid - 1;
            } else {
                return mid;
            }
        }
        return -(low + 1);
    }

    public static String toString(int[] a) {
        if (a == null) {
            return "null";
        }
        int iMax = a.length - 1;
        if (iMax == -1) {
            return "[]";
        }
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0;; i++) {
            b.append(a[i]);
            if (i == iMax) {
                return b.append(']').toString();
            }
            b.append(", ");
        }
    }

    public static int hashCode(int[] a) {
        if (a == null) {
            return 0;
        }
        int result = 1;
        for (int e : a) {
            result = 31 * result + e;
        }
        return result;
    }

    public static boolean equals(int[] a, int[] a2) {
        if (a == a2) {
            return true;
        }
        if (a == null || a2 == null) {
            return false;
        }
        int length = a.length;
        if (a2.length != length) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            if (a[i] != a2[i]) {
                return false;
            }
        }
        return true;
    }

    public static void fill(int[] a, int val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    public static void fill(int[] a, int fromIndex, int toIndex, int val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    public static int[] copyOf(int[] original, int newLength) {
        int[] copy = new int[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static int[] copyOfRange(int[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0) {
            throw new IllegalArgumentException(from + " > " + to);
        }
        int[] copy = new int[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static void sort(int[] a) {
        sortInt(a, 0, a.length - 1);
    }

    public static void sort(int[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        sortInt(a, fromIndex, toIndex - 1);
    }

    public static void parallelSort(int[] a) {
        sortInt(a, 0, a.length - 1);
    }

    public static void parallelSort(int[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        sortInt(a, fromIndex, toIndex - 1);
    }

    /** Quicksort of a[lo..hi] (inclusive): median of three, insertion sort for short ranges. */
    private static void sortInt(int[] a, int lo, int hi) {
        while (hi - lo >= 16) {
            int mid = (lo + hi) >>> 1;
            if (a[mid] < a[lo]) {
                int x = a[mid]; a[mid] = a[lo]; a[lo] = x;
            }
            if (a[hi] < a[lo]) {
                int x = a[hi]; a[hi] = a[lo]; a[lo] = x;
            }
            if (a[hi] < a[mid]) {
                int x = a[hi]; a[hi] = a[mid]; a[mid] = x;
            }
            int pivot = a[mid];
            int i = lo;
            int j = hi;
            while (i <= j) {
                while (a[i] < pivot) {
                    i++;
                }
                while (pivot < a[j]) {
                    j--;
                }
                if (i <= j) {
                    int x = a[i]; a[i] = a[j]; a[j] = x;
                    i++;
                    j--;
                }
            }
            if (j - lo < hi - i) {
                sortInt(a, lo, j);
                lo = i;
            } else {
                sortInt(a, i, hi);
                hi = j;
            }
        }
        for (int i = lo + 1; i <= hi; i++) {
            int x = a[i];
            int j = i - 1;
            while (j >= lo && x < a[j]) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = x;
        }
    }

    public static int binarySearch(int[] a, int key) {
        return binarySearch0(a, 0, a.length, key);
    }

    public static int binarySearch(int[] a, int fromIndex, int toIndex, int key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key);
    }

    private static int binarySearch0(int[] a, int fromIndex, int toIndex, int key) {
        int low = fromIndex;
        int high = toIndex - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            int midVal = a[mid];
            if (midVal < key) {
                low = mid + 1;
            } else if (midVal > key) {
                high = mid - 1;
            } else {
                return mid;
            }
        }
        return -(low + 1);
    }

    public static String toString(short[] a) {
        if (a == null) {
            return "null";
        }
        int iMax = a.length - 1;
        if (iMax == -1) {
            return "[]";
        }
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0;; i++) {
            b.append(a[i]);
            if (i == iMax) {
                return b.append(']').toString();
            }
            b.append(", ");
        }
    }

    public static int hashCode(short[] a) {
        if (a == null) {
            return 0;
        }
        int result = 1;
        for (short e : a) {
            result = 31 * result + e;
        }
        return result;
    }

    public static boolean equals(short[] a, short[] a2) {
        if (a == a2) {
            return true;
        }
        if (a == null || a2 == null) {
            return false;
        }
        int length = a.length;
        if (a2.length != length) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            if (a[i] != a2[i]) {
                return false;
            }
        }
        return true;
    }

    public static void fill(short[] a, short val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    public static void fill(short[] a, int fromIndex, int toIndex, short val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    public static short[] copyOf(short[] original, int newLength) {
        short[] copy = new short[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static short[] copyOfRange(short[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0) {
            throw new IllegalArgumentException(from + " > " + to);
        }
        short[] copy = new short[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static void sort(short[] a) {
        sortShort(a, 0, a.length - 1);
    }

    public static void sort(short[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        sortShort(a, fromIndex, toIndex - 1);
    }

    public static void parallelSort(short[] a) {
        sortShort(a, 0, a.length - 1);
    }

    public static void parallelSort(short[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        sortShort(a, fromIndex, toIndex - 1);
    }

    /** Quicksort of a[lo..hi] (inclusive): median of three, insertion sort for short ranges. */
    private static void sortShort(short[] a, int lo, int hi) {
        while (hi - lo >= 16) {
            int mid = (lo + hi) >>> 1;
            if (a[mid] < a[lo]) {
                short x = a[mid]; a[mid] = a[lo]; a[lo] = x;
            }
            if (a[hi] < a[lo]) {
                short x = a[hi]; a[hi] = a[lo]; a[lo] = x;
            }
            if (a[hi] < a[mid]) {
                short x = a[hi]; a[hi] = a[mid]; a[mid] = x;
            }
            short pivot = a[mid];
            int i = lo;
            int j = hi;
            while (i <= j) {
                while (a[i] < pivot) {
                    i++;
                }
                while (pivot < a[j]) {
                    j--;
                }
                if (i <= j) {
                    short x = a[i]; a[i] = a[j]; a[j] = x;
                    i++;
                    j--;
                }
            }
            if (j - lo < hi - i) {
                sortShort(a, lo, j);
                lo = i;
            } else {
                sortShort(a, i, hi);
                hi = j;
            }
        }
        for (int i = lo + 1; i <= hi; i++) {
            short x = a[i];
            int j = i - 1;
            while (j >= lo && x < a[j]) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = x;
        }
    }

    public static int binarySearch(short[] a, short key) {
        return binarySearch0(a, 0, a.length, key);
    }

    public static int binarySearch(short[] a, int fromIndex, int toIndex, short key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key);
    }

    private static int binarySearch0(short[] a, int fromIndex, int toIndex, short key) {
        int low = fromIndex;
        int high = toIndex - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            short midVal = a[mid];
            if (midVal < key) {
                low = mid + 1;
            } else if (midVal > key) {
                high = mid - 1;
            } else {
                return mid;
            }
        }
        return -(low + 1);
    }

    public static String toString(char[] a) {
        if (a == null) {
            return "null";
        }
        int iMax = a.length - 1;
        if (iMax == -1) {
            return "[]";
        }
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0;; i++) {
            b.append(a[i]);
            if (i == iMax) {
                return b.append(']').toString();
            }
            b.append(", ");
        }
    }

    public static int hashCode(char[] a) {
        if (a == null) {
            return 0;
        }
        int result = 1;
        for (char e : a) {
            result = 31 * result + e;
        }
        return result;
    }

    public static boolean equals(char[] a, char[] a2) {
        if (a == a2) {
            return true;
        }
        if (a == null || a2 == null) {
            return false;
        }
        int length = a.length;
        if (a2.length != length) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            if (a[i] != a2[i]) {
                return false;
            }
        }
        return true;
    }

    public static void fill(char[] a, char val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    public static void fill(char[] a, int fromIndex, int toIndex, char val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    public static char[] copyOf(char[] original, int newLength) {
        char[] copy = new char[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static char[] copyOfRange(char[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0) {
            throw new IllegalArgumentException(from + " > " + to);
        }
        char[] copy = new char[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static void sort(char[] a) {
        sortChar(a, 0, a.length - 1);
    }

    public static void sort(char[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        sortChar(a, fromIndex, toIndex - 1);
    }

    public static void parallelSort(char[] a) {
        sortChar(a, 0, a.length - 1);
    }

    public static void parallelSort(char[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        sortChar(a, fromIndex, toIndex - 1);
    }

    /** Quicksort of a[lo..hi] (inclusive): median of three, insertion sort for short ranges. */
    private static void sortChar(char[] a, int lo, int hi) {
        while (hi - lo >= 16) {
            int mid = (lo + hi) >>> 1;
            if (a[mid] < a[lo]) {
                char x = a[mid]; a[mid] = a[lo]; a[lo] = x;
            }
            if (a[hi] < a[lo]) {
                char x = a[hi]; a[hi] = a[lo]; a[lo] = x;
            }
            if (a[hi] < a[mid]) {
                char x = a[hi]; a[hi] = a[mid]; a[mid] = x;
            }
            char pivot = a[mid];
            int i = lo;
            int j = hi;
            while (i <= j) {
                while (a[i] < pivot) {
                    i++;
                }
                while (pivot < a[j]) {
                    j--;
                }
                if (i <= j) {
                    char x = a[i]; a[i] = a[j]; a[j] = x;
                    i++;
                    j--;
                }
            }
            if (j - lo < hi - i) {
                sortChar(a, lo, j);
                lo = i;
            } else {
                sortChar(a, i, hi);
                hi = j;
            }
        }
        for (int i = lo + 1; i <= hi; i++) {
            char x = a[i];
            int j = i - 1;
            while (j >= lo && x < a[j]) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = x;
        }
    }

    public static int binarySearch(char[] a, char key) {
        return binarySearch0(a, 0, a.length, key);
    }

    public static int binarySearch(char[] a, int fromIndex, int toIndex, char key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key);
    }

    private static int binarySearch0(char[] a, int fromIndex, int toIndex, char key) {
        int low = fromIndex;
        int high = toIndex - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            char midVal = a[mid];
            if (midVal < key) {
                low = mid + 1;
            } else if (midVal > key) {
                high = mid - 1;
            } else {
                return mid;
            }
        }
        return -(low + 1);
    }

    public static String toString(byte[] a) {
        if (a == null) {
            return "null";
        }
        int iMax = a.length - 1;
        if (iMax == -1) {
            return "[]";
        }
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0;; i++) {
            b.append(a[i]);
            if (i == iMax) {
                return b.append(']').toString();
            }
            b.append(", ");
        }
    }

    public static int hashCode(byte[] a) {
        if (a == null) {
            return 0;
        }
        int result = 1;
        for (byte e : a) {
            result = 31 * result + e;
        }
        return result;
    }

    public static boolean equals(byte[] a, byte[] a2) {
        if (a == a2) {
            return true;
        }
        if (a == null || a2 == null) {
            return false;
        }
        int length = a.length;
        if (a2.length != length) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            if (a[i] != a2[i]) {
                return false;
            }
        }
        return true;
    }

    public static void fill(byte[] a, byte val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    public static void fill(byte[] a, int fromIndex, int toIndex, byte val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    public static byte[] copyOf(byte[] original, int newLength) {
        byte[] copy = new byte[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static byte[] copyOfRange(byte[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0) {
            throw new IllegalArgumentException(from + " > " + to);
        }
        byte[] copy = new byte[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static void sort(byte[] a) {
        sortByte(a, 0, a.length - 1);
    }

    public static void sort(byte[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        sortByte(a, fromIndex, toIndex - 1);
    }

    public static void parallelSort(byte[] a) {
        sortByte(a, 0, a.length - 1);
    }

    public static void parallelSort(byte[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        sortByte(a, fromIndex, toIndex - 1);
    }

    /** Quicksort of a[lo..hi] (inclusive): median of three, insertion sort for short ranges. */
    private static void sortByte(byte[] a, int lo, int hi) {
        while (hi - lo >= 16) {
            int mid = (lo + hi) >>> 1;
            if (a[mid] < a[lo]) {
                byte x = a[mid]; a[mid] = a[lo]; a[lo] = x;
            }
            if (a[hi] < a[lo]) {
                byte x = a[hi]; a[hi] = a[lo]; a[lo] = x;
            }
            if (a[hi] < a[mid]) {
                byte x = a[hi]; a[hi] = a[mid]; a[mid] = x;
            }
            byte pivot = a[mid];
            int i = lo;
            int j = hi;
            while (i <= j) {
                while (a[i] < pivot) {
                    i++;
                }
                while (pivot < a[j]) {
                    j--;
                }
                if (i <= j) {
                    byte x = a[i]; a[i] = a[j]; a[j] = x;
                    i++;
                    j--;
                }
            }
            if (j - lo < hi - i) {
                sortByte(a, lo, j);
                lo = i;
            } else {
                sortByte(a, i, hi);
                hi = j;
            }
        }
        for (int i = lo + 1; i <= hi; i++) {
            byte x = a[i];
            int j = i - 1;
            while (j >= lo && x < a[j]) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = x;
        }
    }

    public static int binarySearch(byte[] a, byte key) {
        return binarySearch0(a, 0, a.length, key);
    }

    public static int binarySearch(byte[] a, int fromIndex, int toIndex, byte key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key);
    }

    private static int binarySearch0(byte[] a, int fromIndex, int toIndex, byte key) {
        int low = fromIndex;
        int high = toIndex - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            byte midVal = a[mid];
            if (midVal < key) {
                low = mid + 1;
            } else if (midVal > key) {
                high = mid - 1;
            } else {
                return mid;
            }
        }
        return -(low + 1);
    }

    public static String toString(double[] a) {
        if (a == null) {
            return "null";
        }
        int iMax = a.length - 1;
        if (iMax == -1) {
            return "[]";
        }
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0;; i++) {
            b.append(a[i]);
            if (i == iMax) {
                return b.append(']').toString();
            }
            b.append(", ");
        }
    }

    public static int hashCode(double[] a) {
        if (a == null) {
            return 0;
        }
        int result = 1;
        for (double e : a) {
            result = 31 * result + Double.hashCode(e);
        }
        return result;
    }

    public static boolean equals(double[] a, double[] a2) {
        if (a == a2) {
            return true;
        }
        if (a == null || a2 == null) {
            return false;
        }
        int length = a.length;
        if (a2.length != length) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            if (Double.doubleToLongBits(a[i]) != Double.doubleToLongBits(a2[i])) {
                return false;
            }
        }
        return true;
    }

    public static void fill(double[] a, double val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    public static void fill(double[] a, int fromIndex, int toIndex, double val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    public static double[] copyOf(double[] original, int newLength) {
        double[] copy = new double[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static double[] copyOfRange(double[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0) {
            throw new IllegalArgumentException(from + " > " + to);
        }
        double[] copy = new double[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static void sort(double[] a) {
        sortDouble(a, 0, a.length - 1);
    }

    public static void sort(double[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        sortDouble(a, fromIndex, toIndex - 1);
    }

    public static void parallelSort(double[] a) {
        sortDouble(a, 0, a.length - 1);
    }

    public static void parallelSort(double[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        sortDouble(a, fromIndex, toIndex - 1);
    }

    /** Quicksort of a[lo..hi] (inclusive): median of three, insertion sort for short ranges. */
    private static void sortDouble(double[] a, int lo, int hi) {
        while (hi - lo >= 16) {
            int mid = (lo + hi) >>> 1;
            if (Double.compare(a[mid], a[lo]) < 0) {
                double x = a[mid]; a[mid] = a[lo]; a[lo] = x;
            }
            if (Double.compare(a[hi], a[lo]) < 0) {
                double x = a[hi]; a[hi] = a[lo]; a[lo] = x;
            }
            if (Double.compare(a[hi], a[mid]) < 0) {
                double x = a[hi]; a[hi] = a[mid]; a[mid] = x;
            }
            double pivot = a[mid];
            int i = lo;
            int j = hi;
            while (i <= j) {
                while (Double.compare(a[i], pivot) < 0) {
                    i++;
                }
                while (Double.compare(pivot, a[j]) < 0) {
                    j--;
                }
                if (i <= j) {
                    double x = a[i]; a[i] = a[j]; a[j] = x;
                    i++;
                    j--;
                }
            }
            if (j - lo < hi - i) {
                sortDouble(a, lo, j);
                lo = i;
            } else {
                sortDouble(a, i, hi);
                hi = j;
            }
        }
        for (int i = lo + 1; i <= hi; i++) {
            double x = a[i];
            int j = i - 1;
            while (j >= lo && Double.compare(x, a[j]) < 0) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = x;
        }
    }

    public static int binarySearch(double[] a, double key) {
        return binarySearch0(a, 0, a.length, key);
    }

    public static int binarySearch(double[] a, int fromIndex, int toIndex, double key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key);
    }

    private static int binarySearch0(double[] a, int fromIndex, int toIndex, double key) {
        int low = fromIndex;
        int high = toIndex - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            double midVal = a[mid];
            if (midVal < key) {
                low = mid + 1;
            } else if (midVal > key) {
                high = mid - 1;
            } else {
                long midBits = Double.doubleToLongBits(midVal);
                long keyBits = Double.doubleToLongBits(key);
                if (midBits == keyBits) {
                    return mid;
                } else if (midBits < keyBits) {
                    low = mid + 1;
                } else {
                    high = mid - 1;
                }
            }
        }
        return -(low + 1);
    }

    public static String toString(float[] a) {
        if (a == null) {
            return "null";
        }
        int iMax = a.length - 1;
        if (iMax == -1) {
            return "[]";
        }
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0;; i++) {
            b.append(a[i]);
            if (i == iMax) {
                return b.append(']').toString();
            }
            b.append(", ");
        }
    }

    public static int hashCode(float[] a) {
        if (a == null) {
            return 0;
        }
        int result = 1;
        for (float e : a) {
            result = 31 * result + Float.floatToIntBits(e);
        }
        return result;
    }

    public static boolean equals(float[] a, float[] a2) {
        if (a == a2) {
            return true;
        }
        if (a == null || a2 == null) {
            return false;
        }
        int length = a.length;
        if (a2.length != length) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            if (Float.floatToIntBits(a[i]) != Float.floatToIntBits(a2[i])) {
                return false;
            }
        }
        return true;
    }

    public static void fill(float[] a, float val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    public static void fill(float[] a, int fromIndex, int toIndex, float val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    public static float[] copyOf(float[] original, int newLength) {
        float[] copy = new float[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static float[] copyOfRange(float[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0) {
            throw new IllegalArgumentException(from + " > " + to);
        }
        float[] copy = new float[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static void sort(float[] a) {
        sortFloat(a, 0, a.length - 1);
    }

    public static void sort(float[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        sortFloat(a, fromIndex, toIndex - 1);
    }

    public static void parallelSort(float[] a) {
        sortFloat(a, 0, a.length - 1);
    }

    public static void parallelSort(float[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        sortFloat(a, fromIndex, toIndex - 1);
    }

    /** Quicksort of a[lo..hi] (inclusive): median of three, insertion sort for short ranges. */
    private static void sortFloat(float[] a, int lo, int hi) {
        while (hi - lo >= 16) {
            int mid = (lo + hi) >>> 1;
            if (Float.compare(a[mid], a[lo]) < 0) {
                float x = a[mid]; a[mid] = a[lo]; a[lo] = x;
            }
            if (Float.compare(a[hi], a[lo]) < 0) {
                float x = a[hi]; a[hi] = a[lo]; a[lo] = x;
            }
            if (Float.compare(a[hi], a[mid]) < 0) {
                float x = a[hi]; a[hi] = a[mid]; a[mid] = x;
            }
            float pivot = a[mid];
            int i = lo;
            int j = hi;
            while (i <= j) {
                while (Float.compare(a[i], pivot) < 0) {
                    i++;
                }
                while (Float.compare(pivot, a[j]) < 0) {
                    j--;
                }
                if (i <= j) {
                    float x = a[i]; a[i] = a[j]; a[j] = x;
                    i++;
                    j--;
                }
            }
            if (j - lo < hi - i) {
                sortFloat(a, lo, j);
                lo = i;
            } else {
                sortFloat(a, i, hi);
                hi = j;
            }
        }
        for (int i = lo + 1; i <= hi; i++) {
            float x = a[i];
            int j = i - 1;
            while (j >= lo && Float.compare(x, a[j]) < 0) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = x;
        }
    }

    public static int binarySearch(float[] a, float key) {
        return binarySearch0(a, 0, a.length, key);
    }

    public static int binarySearch(float[] a, int fromIndex, int toIndex, float key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key);
    }

    private static int binarySearch0(float[] a, int fromIndex, int toIndex, float key) {
        int low = fromIndex;
        int high = toIndex - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            float midVal = a[mid];
            if (midVal < key) {
                low = mid + 1;
            } else if (midVal > key) {
                high = mid - 1;
            } else {
                int midBits = Float.floatToIntBits(midVal);
                int keyBits = Float.floatToIntBits(key);
                if (midBits == keyBits) {
                    return mid;
                } else if (midBits < keyBits) {
                    low = mid + 1;
                } else {
                    high = mid - 1;
                }
            }
        }
        return -(low + 1);
    }

    public static String toString(boolean[] a) {
        if (a == null) {
            return "null";
        }
        int iMax = a.length - 1;
        if (iMax == -1) {
            return "[]";
        }
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0;; i++) {
            b.append(a[i]);
            if (i == iMax) {
                return b.append(']').toString();
            }
            b.append(", ");
        }
    }

    public static int hashCode(boolean[] a) {
        if (a == null) {
            return 0;
        }
        int result = 1;
        for (boolean e : a) {
            result = 31 * result + (e ? 1231 : 1237);
        }
        return result;
    }

    public static boolean equals(boolean[] a, boolean[] a2) {
        if (a == a2) {
            return true;
        }
        if (a == null || a2 == null) {
            return false;
        }
        int length = a.length;
        if (a2.length != length) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            if (a[i] != a2[i]) {
                return false;
            }
        }
        return true;
    }

    public static void fill(boolean[] a, boolean val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    public static void fill(boolean[] a, int fromIndex, int toIndex, boolean val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    public static boolean[] copyOf(boolean[] original, int newLength) {
        boolean[] copy = new boolean[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static boolean[] copyOfRange(boolean[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0) {
            throw new IllegalArgumentException(from + " > " + to);
        }
        boolean[] copy = new boolean[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    // ---- objects ----

    public static void sort(Object[] a) {
        sort(a, 0, a.length, null);
    }

    public static void sort(Object[] a, int fromIndex, int toIndex) {
        sort(a, fromIndex, toIndex, null);
    }

    public static <T> void sort(T[] a, Comparator<? super T> c) {
        sort(a, 0, a.length, c);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    public static <T> void sort(T[] a, int fromIndex, int toIndex, Comparator<? super T> c) {
        rangeCheck(a.length, fromIndex, toIndex);
        Comparator<Object> cmp = (Comparator<Object>) (Comparator) (c == null ? Comparators.NATURAL : c);
        int n = toIndex - fromIndex;
        if (n < 2) {
            return;
        }
        Object[] aux = new Object[n];
        System.arraycopy(a, fromIndex, aux, 0, n);
        mergeSort(aux, a, fromIndex, toIndex, -fromIndex, cmp);
    }

    public static <T extends Comparable<? super T>> void parallelSort(T[] a) {
        sort(a, 0, a.length, null);
    }

    public static <T extends Comparable<? super T>> void parallelSort(T[] a, int fromIndex, int toIndex) {
        sort(a, fromIndex, toIndex, null);
    }

    public static <T> void parallelSort(T[] a, Comparator<? super T> cmp) {
        sort(a, 0, a.length, cmp);
    }

    public static <T> void parallelSort(T[] a, int fromIndex, int toIndex, Comparator<? super T> cmp) {
        sort(a, fromIndex, toIndex, cmp);
    }

    /**
     * Stable merge sort: sorts dest[low..high) using src (which holds the same elements at index + off)
     * as scratch space.
     */
    private static void mergeSort(Object[] src, Object[] dest, int low, int high, int off, Comparator<Object> c) {
        int length = high - low;
        if (length < 7) {
            for (int i = low + 1; i < high; i++) {
                Object x = dest[i];
                int j = i - 1;
                while (j >= low && c.compare(dest[j], x) > 0) {
                    dest[j + 1] = dest[j];
                    j--;
                }
                dest[j + 1] = x;
            }
            return;
        }
        int destLow = low;
        int destHigh = high;
        low += off;
        high += off;
        int mid = (low + high) >>> 1;
        mergeSort(dest, src, low, mid, -off, c);
        mergeSort(dest, src, mid, high, -off, c);
        if (c.compare(src[mid - 1], src[mid]) <= 0) {
            System.arraycopy(src, low, dest, destLow, length);
            return;
        }
        for (int i = destLow, p = low, q = mid; i < destHigh; i++) {
            if (q >= high || p < mid && c.compare(src[p], src[q]) <= 0) {
                dest[i] = src[p++];
            } else {
                dest[i] = src[q++];
            }
        }
    }

    public static int binarySearch(Object[] a, Object key) {
        return binarySearch(a, 0, a.length, key, null);
    }

    public static int binarySearch(Object[] a, int fromIndex, int toIndex, Object key) {
        return binarySearch(a, fromIndex, toIndex, key, null);
    }

    public static <T> int binarySearch(T[] a, T key, Comparator<? super T> c) {
        return binarySearch(a, 0, a.length, key, c);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    public static <T> int binarySearch(T[] a, int fromIndex, int toIndex, T key, Comparator<? super T> c) {
        rangeCheck(a.length, fromIndex, toIndex);
        int low = fromIndex;
        int high = toIndex - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            T midVal = a[mid];
            int cmp = c == null ? ((Comparable) midVal).compareTo(key) : c.compare(midVal, key);
            if (cmp < 0) {
                low = mid + 1;
            } else if (cmp > 0) {
                high = mid - 1;
            } else {
                return mid;
            }
        }
        return -(low + 1);
    }

    public static boolean equals(Object[] a, Object[] a2) {
        if (a == a2) {
            return true;
        }
        if (a == null || a2 == null) {
            return false;
        }
        int length = a.length;
        if (a2.length != length) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            if (!Objects.equals(a[i], a2[i])) {
                return false;
            }
        }
        return true;
    }

    public static int hashCode(Object[] a) {
        if (a == null) {
            return 0;
        }
        int result = 1;
        for (Object element : a) {
            result = 31 * result + (element == null ? 0 : element.hashCode());
        }
        return result;
    }

    public static int deepHashCode(Object[] a) {
        if (a == null) {
            return 0;
        }
        int result = 1;
        for (Object element : a) {
            int elementHash;
            if (element instanceof Object[]) {
                elementHash = deepHashCode((Object[]) element);
            } else if (element instanceof int[]) {
                elementHash = hashCode((int[]) element);
            } else if (element instanceof long[]) {
                elementHash = hashCode((long[]) element);
            } else if (element instanceof short[]) {
                elementHash = hashCode((short[]) element);
            } else if (element instanceof char[]) {
                elementHash = hashCode((char[]) element);
            } else if (element instanceof byte[]) {
                elementHash = hashCode((byte[]) element);
            } else if (element instanceof boolean[]) {
                elementHash = hashCode((boolean[]) element);
            } else if (element instanceof float[]) {
                elementHash = hashCode((float[]) element);
            } else if (element instanceof double[]) {
                elementHash = hashCode((double[]) element);
            } else if (element != null) {
                elementHash = element.hashCode();
            } else {
                elementHash = 0;
            }
            result = 31 * result + elementHash;
        }
        return result;
    }

    public static boolean deepEquals(Object[] a1, Object[] a2) {
        if (a1 == a2) {
            return true;
        }
        if (a1 == null || a2 == null) {
            return false;
        }
        int length = a1.length;
        if (a2.length != length) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            Object e1 = a1[i];
            Object e2 = a2[i];
            if (e1 == e2) {
                continue;
            }
            if (e1 == null) {
                return false;
            }
            if (!deepEquals0(e1, e2)) {
                return false;
            }
        }
        return true;
    }

    static boolean deepEquals0(Object e1, Object e2) {
        if (e1 instanceof Object[] && e2 instanceof Object[]) {
            return deepEquals((Object[]) e1, (Object[]) e2);
        } else if (e1 instanceof byte[] && e2 instanceof byte[]) {
            return equals((byte[]) e1, (byte[]) e2);
        } else if (e1 instanceof short[] && e2 instanceof short[]) {
            return equals((short[]) e1, (short[]) e2);
        } else if (e1 instanceof int[] && e2 instanceof int[]) {
            return equals((int[]) e1, (int[]) e2);
        } else if (e1 instanceof long[] && e2 instanceof long[]) {
            return equals((long[]) e1, (long[]) e2);
        } else if (e1 instanceof char[] && e2 instanceof char[]) {
            return equals((char[]) e1, (char[]) e2);
        } else if (e1 instanceof float[] && e2 instanceof float[]) {
            return equals((float[]) e1, (float[]) e2);
        } else if (e1 instanceof double[] && e2 instanceof double[]) {
            return equals((double[]) e1, (double[]) e2);
        } else if (e1 instanceof boolean[] && e2 instanceof boolean[]) {
            return equals((boolean[]) e1, (boolean[]) e2);
        } else {
            return e1.equals(e2);
        }
    }

    public static String toString(Object[] a) {
        if (a == null) {
            return "null";
        }
        int iMax = a.length - 1;
        if (iMax == -1) {
            return "[]";
        }
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0;; i++) {
            b.append(String.valueOf(a[i]));
            if (i == iMax) {
                return b.append(']').toString();
            }
            b.append(", ");
        }
    }

    public static String deepToString(Object[] a) {
        if (a == null) {
            return "null";
        }
        int bufLen = 20 * a.length;
        if (a.length != 0 && bufLen <= 0) {
            bufLen = Integer.MAX_VALUE;
        }
        StringBuilder buf = new StringBuilder(bufLen);
        deepToString(a, buf, new java.util.ArrayList<Object[]>());
        return buf.toString();
    }

    private static boolean containsIdentical(List<Object[]> seen, Object[] a) {
        for (Object[] x : seen) {
            if (x == a) {
                return true;
            }
        }
        return false;
    }

    private static void deepToString(Object[] a, StringBuilder buf, List<Object[]> dejaVu) {
        if (a == null) {
            buf.append("null");
            return;
        }
        int iMax = a.length - 1;
        if (iMax == -1) {
            buf.append("[]");
            return;
        }
        dejaVu.add(a);
        buf.append('[');
        for (int i = 0;; i++) {
            Object element = a[i];
            if (element == null) {
                buf.append("null");
            } else if (element instanceof Object[]) {
                if (containsIdentical(dejaVu, (Object[]) element)) {
                    buf.append("[...]");
                } else {
                    deepToString((Object[]) element, buf, dejaVu);
                }
            } else if (element instanceof byte[]) {
                buf.append(toString((byte[]) element));
            } else if (element instanceof short[]) {
                buf.append(toString((short[]) element));
            } else if (element instanceof int[]) {
                buf.append(toString((int[]) element));
            } else if (element instanceof long[]) {
                buf.append(toString((long[]) element));
            } else if (element instanceof char[]) {
                buf.append(toString((char[]) element));
            } else if (element instanceof float[]) {
                buf.append(toString((float[]) element));
            } else if (element instanceof double[]) {
                buf.append(toString((double[]) element));
            } else if (element instanceof boolean[]) {
                buf.append(toString((boolean[]) element));
            } else {
                buf.append(element.toString());
            }
            if (i == iMax) {
                break;
            }
            buf.append(", ");
        }
        buf.append(']');
        dejaVu.remove(dejaVu.size() - 1);
    }

    public static void fill(Object[] a, Object val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    public static void fill(Object[] a, int fromIndex, int toIndex, Object val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    @SuppressWarnings("unchecked")
    public static <T> T[] copyOf(T[] original, int newLength) {
        return (T[]) copyOf(original, newLength, original.getClass());
    }

    @SuppressWarnings("unchecked")
    public static <T, U> T[] copyOf(U[] original, int newLength, Class<? extends T[]> newType) {
        T[] copy = ((Object) newType == (Object) Object[].class)
                ? (T[]) new Object[newLength]
                : (T[]) java.lang.reflect.Array.newInstance(newType.getComponentType(), newLength);
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    @SuppressWarnings("unchecked")
    public static <T> T[] copyOfRange(T[] original, int from, int to) {
        return copyOfRange(original, from, to, (Class<? extends T[]>) original.getClass());
    }

    @SuppressWarnings("unchecked")
    public static <T, U> T[] copyOfRange(U[] original, int from, int to, Class<? extends T[]> newType) {
        int newLength = to - from;
        if (newLength < 0) {
            throw new IllegalArgumentException(from + " > " + to);
        }
        T[] copy = ((Object) newType == (Object) Object[].class)
                ? (T[]) new Object[newLength]
                : (T[]) java.lang.reflect.Array.newInstance(newType.getComponentType(), newLength);
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static <T> void setAll(T[] array, IntFunction<? extends T> generator) {
        Objects.requireNonNull(generator);
        for (int i = 0; i < array.length; i++) {
            array[i] = generator.apply(i);
        }
    }

    public static void setAll(int[] array, IntUnaryOperator generator) {
        Objects.requireNonNull(generator);
        for (int i = 0; i < array.length; i++) {
            array[i] = generator.applyAsInt(i);
        }
    }

    public static void setAll(long[] array, IntToLongFunction generator) {
        Objects.requireNonNull(generator);
        for (int i = 0; i < array.length; i++) {
            array[i] = generator.applyAsLong(i);
        }
    }

    public static void setAll(double[] array, IntToDoubleFunction generator) {
        Objects.requireNonNull(generator);
        for (int i = 0; i < array.length; i++) {
            array[i] = generator.applyAsDouble(i);
        }
    }

    @SafeVarargs
    public static <T> List<T> asList(T... a) {
        return new ArrayList<T>(a);
    }

    /** The fixed-size list view returned by asList. */
    private static class ArrayList<E> extends AbstractList<E> implements RandomAccess, java.io.Serializable {
        private static final long serialVersionUID = -2764017481108945198L;
        private final E[] a;

        ArrayList(E[] array) {
            a = Objects.requireNonNull(array);
        }

        public int size() {
            return a.length;
        }

        public Object[] toArray() {
            return Arrays.copyOf(a, a.length, Object[].class);
        }

        @SuppressWarnings("unchecked")
        public <T> T[] toArray(T[] a) {
            int size = size();
            if (a.length < size) {
                return Arrays.copyOf(this.a, size, (Class<? extends T[]>) a.getClass());
            }
            System.arraycopy(this.a, 0, a, 0, size);
            if (a.length > size) {
                a[size] = null;
            }
            return a;
        }

        public E get(int index) {
            return a[index];
        }

        public E set(int index, E element) {
            E oldValue = a[index];
            a[index] = element;
            return oldValue;
        }

        public int indexOf(Object o) {
            E[] a = this.a;
            if (o == null) {
                for (int i = 0; i < a.length; i++) {
                    if (a[i] == null) {
                        return i;
                    }
                }
            } else {
                for (int i = 0; i < a.length; i++) {
                    if (o.equals(a[i])) {
                        return i;
                    }
                }
            }
            return -1;
        }

        public boolean contains(Object o) {
            return indexOf(o) >= 0;
        }

        public void forEach(java.util.function.Consumer<? super E> action) {
            Objects.requireNonNull(action);
            for (E e : a) {
                action.accept(e);
            }
        }

        public void replaceAll(UnaryOperator<E> operator) {
            Objects.requireNonNull(operator);
            E[] a = this.a;
            for (int i = 0; i < a.length; i++) {
                a[i] = operator.apply(a[i]);
            }
        }

        public void sort(Comparator<? super E> c) {
            Arrays.sort(a, c);
        }

        public Iterator<E> iterator() {
            return new Iterator<E>() {
                private int cursor;

                public boolean hasNext() {
                    return cursor < a.length;
                }

                public E next() {
                    int i = cursor;
                    if (i >= a.length) {
                        throw new NoSuchElementException();
                    }
                    cursor = i + 1;
                    return a[i];
                }
            };
        }
    }

    /** An ORDERED, IMMUTABLE (SIZED, SUBSIZED) spliterator over {@code a}; it splits in halves. */
    public static <T> Spliterator<T> spliterator(T[] a) {
        return Spliterators.spliterator(a, Spliterator.ORDERED | Spliterator.IMMUTABLE);
    }

    /** A spliterator over {@code a[from, to)}. */
    public static <T> Spliterator<T> spliterator(T[] a, int from, int to) {
        return Spliterators.spliterator(a, from, to, Spliterator.ORDERED | Spliterator.IMMUTABLE);
    }

    /** An ORDERED, IMMUTABLE (SIZED, SUBSIZED) spliterator over {@code a}; it splits in halves. */
    public static Spliterator.OfInt spliterator(int[] a) {
        return Spliterators.spliterator(a, Spliterator.ORDERED | Spliterator.IMMUTABLE);
    }

    /** A spliterator over {@code a[from, to)}. */
    public static Spliterator.OfInt spliterator(int[] a, int from, int to) {
        return Spliterators.spliterator(a, from, to, Spliterator.ORDERED | Spliterator.IMMUTABLE);
    }

    /** An ORDERED, IMMUTABLE (SIZED, SUBSIZED) spliterator over {@code a}; it splits in halves. */
    public static Spliterator.OfLong spliterator(long[] a) {
        return Spliterators.spliterator(a, Spliterator.ORDERED | Spliterator.IMMUTABLE);
    }

    /** A spliterator over {@code a[from, to)}. */
    public static Spliterator.OfLong spliterator(long[] a, int from, int to) {
        return Spliterators.spliterator(a, from, to, Spliterator.ORDERED | Spliterator.IMMUTABLE);
    }

    /** An ORDERED, IMMUTABLE (SIZED, SUBSIZED) spliterator over {@code a}; it splits in halves. */
    public static Spliterator.OfDouble spliterator(double[] a) {
        return Spliterators.spliterator(a, Spliterator.ORDERED | Spliterator.IMMUTABLE);
    }

    /** A spliterator over {@code a[from, to)}. */
    public static Spliterator.OfDouble spliterator(double[] a, int from, int to) {
        return Spliterators.spliterator(a, from, to, Spliterator.ORDERED | Spliterator.IMMUTABLE);
    }

    /** A stream of the array's values. */
    public static java.util.stream.IntStream stream(int[] a) {
        return stream(a, 0, a.length);
    }

    /** A stream of {@code a[from..to)}. */
    public static java.util.stream.IntStream stream(int[] a, int from, int to) {
        rangeCheck(a.length, from, to);
        return java.util.stream.StreamSupport.intStream(a, from, to);
    }

    /** A stream of the array's values. */
    public static java.util.stream.LongStream stream(long[] a) {
        return stream(a, 0, a.length);
    }

    /** A stream of {@code a[from..to)}. */
    public static java.util.stream.LongStream stream(long[] a, int from, int to) {
        rangeCheck(a.length, from, to);
        return java.util.stream.StreamSupport.longStream(a, from, to);
    }

    /** A stream of the array's values. */
    public static java.util.stream.DoubleStream stream(double[] a) {
        return stream(a, 0, a.length);
    }

    /** A stream of {@code a[from..to)}. */
    public static java.util.stream.DoubleStream stream(double[] a, int from, int to) {
        rangeCheck(a.length, from, to);
        return java.util.stream.StreamSupport.doubleStream(a, from, to);
    }

    /** A stream of the array's elements. */
    public static <T> java.util.stream.Stream<T> stream(T[] a) {
        return stream(a, 0, a.length);
    }

    /** A stream of {@code a[from..to)}. */
    public static <T> java.util.stream.Stream<T> stream(T[] a, int from, int to) {
        rangeCheck(a.length, from, to);
        return java.util.stream.StreamSupport.stream(asList(a).subList(from, to).iterator(), to - from, false);
    }

    // ---- compare and mismatch (Java 9): lexicographic order, first differing index ----

    /** The first index where {@code a} and {@code b} differ, the shorter length if one is a prefix, or -1. */
    public static int mismatch(boolean[] a, boolean[] b) {
        int n = Math.min(a.length, b.length);
        for (int i = 0; i < n; i++) {
            if (a[i] != b[i]) {
                return i;
            }
        }
        return a.length == b.length ? -1 : n;
    }

    /** Compares lexicographically (null first, then element by element, then by length). */
    public static int compare(boolean[] a, boolean[] b) {
        if (a == b) {
            return 0;
        }
        if (a == null || b == null) {
            return a == null ? -1 : 1;
        }
        int i = mismatch(a, b);
        if (i >= 0 && i < Math.min(a.length, b.length)) {
            return Boolean.compare(a[i], b[i]);
        }
        return a.length - b.length;
    }

    /** The first index where {@code a} and {@code b} differ, the shorter length if one is a prefix, or -1. */
    public static int mismatch(byte[] a, byte[] b) {
        int n = Math.min(a.length, b.length);
        for (int i = 0; i < n; i++) {
            if (a[i] != b[i]) {
                return i;
            }
        }
        return a.length == b.length ? -1 : n;
    }

    /** Compares lexicographically (null first, then element by element, then by length). */
    public static int compare(byte[] a, byte[] b) {
        if (a == b) {
            return 0;
        }
        if (a == null || b == null) {
            return a == null ? -1 : 1;
        }
        int i = mismatch(a, b);
        if (i >= 0 && i < Math.min(a.length, b.length)) {
            return Byte.compare(a[i], b[i]);
        }
        return a.length - b.length;
    }

    /** The first index where {@code a} and {@code b} differ, the shorter length if one is a prefix, or -1. */
    public static int mismatch(short[] a, short[] b) {
        int n = Math.min(a.length, b.length);
        for (int i = 0; i < n; i++) {
            if (a[i] != b[i]) {
                return i;
            }
        }
        return a.length == b.length ? -1 : n;
    }

    /** Compares lexicographically (null first, then element by element, then by length). */
    public static int compare(short[] a, short[] b) {
        if (a == b) {
            return 0;
        }
        if (a == null || b == null) {
            return a == null ? -1 : 1;
        }
        int i = mismatch(a, b);
        if (i >= 0 && i < Math.min(a.length, b.length)) {
            return Short.compare(a[i], b[i]);
        }
        return a.length - b.length;
    }

    /** The first index where {@code a} and {@code b} differ, the shorter length if one is a prefix, or -1. */
    public static int mismatch(char[] a, char[] b) {
        int n = Math.min(a.length, b.length);
        for (int i = 0; i < n; i++) {
            if (a[i] != b[i]) {
                return i;
            }
        }
        return a.length == b.length ? -1 : n;
    }

    /** Compares lexicographically (null first, then element by element, then by length). */
    public static int compare(char[] a, char[] b) {
        if (a == b) {
            return 0;
        }
        if (a == null || b == null) {
            return a == null ? -1 : 1;
        }
        int i = mismatch(a, b);
        if (i >= 0 && i < Math.min(a.length, b.length)) {
            return Character.compare(a[i], b[i]);
        }
        return a.length - b.length;
    }

    /** The first index where {@code a} and {@code b} differ, the shorter length if one is a prefix, or -1. */
    public static int mismatch(int[] a, int[] b) {
        int n = Math.min(a.length, b.length);
        for (int i = 0; i < n; i++) {
            if (a[i] != b[i]) {
                return i;
            }
        }
        return a.length == b.length ? -1 : n;
    }

    /** Compares lexicographically (null first, then element by element, then by length). */
    public static int compare(int[] a, int[] b) {
        if (a == b) {
            return 0;
        }
        if (a == null || b == null) {
            return a == null ? -1 : 1;
        }
        int i = mismatch(a, b);
        if (i >= 0 && i < Math.min(a.length, b.length)) {
            return Integer.compare(a[i], b[i]);
        }
        return a.length - b.length;
    }

    /** The first index where {@code a} and {@code b} differ, the shorter length if one is a prefix, or -1. */
    public static int mismatch(long[] a, long[] b) {
        int n = Math.min(a.length, b.length);
        for (int i = 0; i < n; i++) {
            if (a[i] != b[i]) {
                return i;
            }
        }
        return a.length == b.length ? -1 : n;
    }

    /** Compares lexicographically (null first, then element by element, then by length). */
    public static int compare(long[] a, long[] b) {
        if (a == b) {
            return 0;
        }
        if (a == null || b == null) {
            return a == null ? -1 : 1;
        }
        int i = mismatch(a, b);
        if (i >= 0 && i < Math.min(a.length, b.length)) {
            return Long.compare(a[i], b[i]);
        }
        return a.length - b.length;
    }

    /** The first index where {@code a} and {@code b} differ, the shorter length if one is a prefix, or -1. */
    public static int mismatch(float[] a, float[] b) {
        int n = Math.min(a.length, b.length);
        for (int i = 0; i < n; i++) {
            if (Float.floatToIntBits(a[i]) != Float.floatToIntBits(b[i])) {
                return i;
            }
        }
        return a.length == b.length ? -1 : n;
    }

    /** Compares lexicographically (null first, then element by element, then by length). */
    public static int compare(float[] a, float[] b) {
        if (a == b) {
            return 0;
        }
        if (a == null || b == null) {
            return a == null ? -1 : 1;
        }
        int i = mismatch(a, b);
        if (i >= 0 && i < Math.min(a.length, b.length)) {
            return Float.compare(a[i], b[i]);
        }
        return a.length - b.length;
    }

    /** The first index where {@code a} and {@code b} differ, the shorter length if one is a prefix, or -1. */
    public static int mismatch(double[] a, double[] b) {
        int n = Math.min(a.length, b.length);
        for (int i = 0; i < n; i++) {
            if (Double.doubleToLongBits(a[i]) != Double.doubleToLongBits(b[i])) {
                return i;
            }
        }
        return a.length == b.length ? -1 : n;
    }

    /** Compares lexicographically (null first, then element by element, then by length). */
    public static int compare(double[] a, double[] b) {
        if (a == b) {
            return 0;
        }
        if (a == null || b == null) {
            return a == null ? -1 : 1;
        }
        int i = mismatch(a, b);
        if (i >= 0 && i < Math.min(a.length, b.length)) {
            return Double.compare(a[i], b[i]);
        }
        return a.length - b.length;
    }

    /** The first index where {@code a} and {@code b} differ (by equals), the shorter length if one is a prefix, or -1. */
    public static int mismatch(Object[] a, Object[] b) {
        int n = Math.min(a.length, b.length);
        for (int i = 0; i < n; i++) {
            if (!Objects.equals(a[i], b[i])) {
                return i;
            }
        }
        return a.length == b.length ? -1 : n;
    }

    /** Compares lexicographically by natural order (null arrays and null elements first). */
    public static <T extends Comparable<? super T>> int compare(T[] a, T[] b) {
        if (a == b) {
            return 0;
        }
        if (a == null || b == null) {
            return a == null ? -1 : 1;
        }
        int n = Math.min(a.length, b.length);
        for (int i = 0; i < n; i++) {
            T x = a[i];
            T y = b[i];
            if (x != y) {
                if (x == null || y == null) {
                    return x == null ? -1 : 1;
                }
                int c = x.compareTo(y);
                if (c != 0) {
                    return c;
                }
            }
        }
        return a.length - b.length;
    }

    /** Compares lexicographically with {@code cmp} (null arrays first). */
    public static <T> int compare(T[] a, T[] b, Comparator<? super T> cmp) {
        Objects.requireNonNull(cmp);
        if (a == b) {
            return 0;
        }
        if (a == null || b == null) {
            return a == null ? -1 : 1;
        }
        int n = Math.min(a.length, b.length);
        for (int i = 0; i < n; i++) {
            T x = a[i];
            T y = b[i];
            if (x != y) {
                int c = cmp.compare(x, y);
                if (c != 0) {
                    return c;
                }
            }
        }
        return a.length - b.length;
    }
}
