package java.nio.file;

/** How a file is opened (rjvm shim). */
public interface OpenOption {
}
