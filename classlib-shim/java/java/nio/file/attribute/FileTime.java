package java.nio.file.attribute;

import java.time.Instant;
import java.util.concurrent.TimeUnit;

/**
 * A file's time stamp (rjvm shim: kept in milliseconds since the epoch, which is all the VM's
 * file natives give). {@code toString} is the JDK's: ISO-8601 in UTC, the fraction without
 * trailing zeros.
 */
public final class FileTime implements Comparable<FileTime> {
    private final long millis;

    private FileTime(long millis) {
        this.millis = millis;
    }

    /** The time {@code value} units of {@code unit} after the epoch. */
    public static FileTime from(long value, TimeUnit unit) {
        if (unit == null) {
            throw new NullPointerException("'unit' is null");
        }
        return new FileTime(TimeUnit.MILLISECONDS.convert(value, unit));
    }

    /** The time {@code value} milliseconds after the epoch. */
    public static FileTime fromMillis(long value) {
        return new FileTime(value);
    }

    /** The time of {@code instant} (to the millisecond). */
    public static FileTime from(Instant instant) {
        if (instant == null) {
            throw new NullPointerException("'instant' is null");
        }
        return new FileTime(instant.toEpochMilli());
    }

    /** This time in {@code unit}s since the epoch. */
    public long to(TimeUnit unit) {
        return unit.convert(millis, TimeUnit.MILLISECONDS);
    }

    /** This time in milliseconds since the epoch. */
    public long toMillis() {
        return millis;
    }

    /** This time as an instant. */
    public Instant toInstant() {
        return Instant.ofEpochMilli(millis);
    }

    @Override
    public int compareTo(FileTime other) {
        return Long.compare(millis, other.millis);
    }

    @Override
    public boolean equals(Object obj) {
        return obj instanceof FileTime && ((FileTime) obj).millis == millis;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(millis);
    }

    @Override
    public String toString() {
        String s = toInstant().toString();
        int dot = s.indexOf('.');
        if (dot < 0) {
            return s;
        }
        int end = s.length() - 1; // the 'Z'
        int last = end;
        while (last > dot + 1 && s.charAt(last - 1) == '0') {
            last--;
        }
        return s.substring(0, last) + "Z";
    }
}
