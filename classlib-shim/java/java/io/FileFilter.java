package java.io;

/** A filter for abstract pathnames (rjvm shim). */
@FunctionalInterface
public interface FileFilter {
    boolean accept(File pathname);
}
