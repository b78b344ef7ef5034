package java.io;

/** A filter for file names (rjvm shim). */
@FunctionalInterface
public interface FilenameFilter {
    boolean accept(File dir, String name);
}
